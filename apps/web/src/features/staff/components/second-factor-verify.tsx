import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { SecondFactorCodeForm } from './second-factor-code-form';
import './second-factor.css';

/**
 * The code asked at each backstage sign-in, and again whenever the server says the token was not
 * won with it. The token the server answers replaces the site's (api/verify-second-factor.ts).
 */
export function SecondFactorVerify({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('backstage');
  const titleId = useId();
  const verify = useVerifySecondFactor();
  return (
    <section className="second-factor" aria-labelledby={titleId}>
      <h1 id={titleId} className="second-factor__title">
        {t('secondFactor.verify.title')}
      </h1>
      <p className="second-factor__text">{t('secondFactor.verify.text')}</p>
      <SecondFactorCodeForm
        mutation={verify}
        label={t('secondFactor.verify.label')}
        hint={t('secondFactor.verify.hint')}
        submitLabel={t('secondFactor.verify.submit')}
        onAccepted={onVerified}
      />
    </section>
  );
}
