import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorToken } from '@awards/contracts';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { useSetUpSecondFactor } from '../api/set-up-second-factor';
import { SecondFactorCodeForm } from './second-factor-code-form';
import './second-factor.css';

/**
 * The QR code is our own server's SVG: shown as an image, never put into the page as markup, so
 * nothing in it can run or style the page.
 */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, as authenticator apps show and ask for it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up the authenticator app: the user starts it (each start makes a new secret, replacing
 * one not yet confirmed), scans the QR code or types the secret in, and confirms with the app's
 * first code. The answer (token and recovery codes) goes to `onConfirmed`, which shows the codes.
 */
export function SecondFactorSetup({ onConfirmed }: { onConfirmed: (answer: SecondFactorToken) => void }) {
  const { t } = useTranslation('backstage');
  const language = useLanguage();
  const titleId = useId();
  const setUp = useSetUpSecondFactor();
  const confirm = useConfirmSecondFactor();
  const secret = setUp.data;

  return (
    <section className="second-factor" aria-labelledby={titleId}>
      <h1 id={titleId} className="second-factor__title">
        {t('secondFactor.setup.title')}
      </h1>
      <p className="second-factor__text">{t('secondFactor.setup.text')}</p>
      {!secret && (
        <>
          <button type="button" className="button button--primary" disabled={setUp.isPending} onClick={() => setUp.mutate()}>
            {setUp.isPending ? <Spinner size="small" label={t('secondFactor.setup.starting')} /> : t('secondFactor.setup.start')}
          </button>
          {setUp.isError && (
            <p className="second-factor__error" role="alert">
              {describeApiError(setUp.error, language).message}
            </p>
          )}
        </>
      )}
      {secret && (
        <ol className="second-factor__steps">
          <li className="second-factor__step">
            <h2 className="second-factor__step-title">{t('secondFactor.setup.scanTitle')}</h2>
            <img className="second-factor__qr" src={svgImage(secret.qrSvg)} alt={t('secondFactor.setup.qrAlt')} width={200} height={200} />
            <p className="second-factor__text">{t('secondFactor.setup.typeIn')}</p>
            <code className="second-factor__secret" aria-label={t('secondFactor.setup.secretLabel')}>
              {grouped(secret.secret)}
            </code>
          </li>
          <li className="second-factor__step">
            <h2 className="second-factor__step-title">{t('secondFactor.setup.codeTitle')}</h2>
            <SecondFactorCodeForm
              mutation={confirm}
              label={t('secondFactor.setup.codeLabel')}
              hint={t('secondFactor.setup.codeHint')}
              submitLabel={t('secondFactor.setup.confirm')}
              onAccepted={onConfirmed}
            />
          </li>
        </ol>
      )}
    </section>
  );
}
