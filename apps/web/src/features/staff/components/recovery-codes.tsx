import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/form-field';
import { useNotifications } from '@/components/ui/notification/notifications';
import { getConfig } from '@/lib/config';
import './second-factor.css';

/** The name a download saves the codes under. */
const FILE_NAME = 'backstage-recovery-codes.txt';

/**
 * The ten recovery codes, shown this once: the server keeps only their hashes. They can be copied
 * or saved as a file; the backstage opens only once the user says they are kept.
 */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation('backstage');
  const { notify } = useNotifications();
  const titleId = useId();
  const [saved, setSaved] = useState(false);
  const text = `${getConfig().title} · ${t('secondFactor.codes.fileTitle')}\n\n${codes.join('\n')}\n`;

  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => notify({ type: 'success', text: t('secondFactor.codes.copied') }),
      () => notify({ type: 'error', text: t('secondFactor.codes.copyFailed') }),
    );

  return (
    <section className="second-factor" aria-labelledby={titleId}>
      <h1 id={titleId} className="second-factor__title">
        {t('secondFactor.codes.title')}
      </h1>
      <p className="second-factor__text">{t('secondFactor.codes.text', { count: codes.length })}</p>
      <ol className="second-factor__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="second-factor__actions">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('secondFactor.codes.copy')}
        </button>
        <a className="button button--ghost" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download={FILE_NAME}>
          {t('secondFactor.codes.download')}
        </a>
      </div>
      <CheckboxField label={t('secondFactor.codes.savedCheck')} checked={saved} onChange={(event) => setSaved(event.target.checked)} />
      <button type="button" className="button button--primary" disabled={!saved} onClick={onSaved}>
        {t('secondFactor.codes.continue')}
      </button>
    </section>
  );
}
