import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegritySignal } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import type { SignalText } from '../signal-text';

interface SignalCardProps {
  signal: IntegritySignal;
  text: SignalText;
  /** Once the round is sealed its quarantine is fixed: the card only reads. */
  sealed: boolean;
  onQuarantine: () => void;
  onRelease: () => void;
}

/** One signal: what it is, the reason it fired, how many votes it covers and holds, and the quarantine of its votes. */
export function SignalCard({ signal, text, sealed, onQuarantine, onRelease }: SignalCardProps) {
  const { t } = useTranslation('integrity');
  const format = useFormat();
  const titleId = useId();
  const held = signal.quarantined > 0;
  const allHeld = signal.quarantined >= signal.votes;
  return (
    <article className={`integrity-signal${held ? ' integrity-signal--held' : ''}`} aria-labelledby={titleId}>
      <h3 className="integrity-signal__title" id={titleId}>
        {text.title}
      </h3>
      <p className="integrity-signal__reason">{text.reason}</p>
      <dl className="integrity-signal__figures">
        <div>
          <dt>{t('signals.covered')}</dt>
          <dd>{format.count(signal.votes)}</dd>
        </div>
        <div>
          <dt>{t('signals.quarantined')}</dt>
          <dd>{format.count(signal.quarantined)}</dd>
        </div>
      </dl>
      {allHeld && <p className="integrity-signal__held">{t('signals.allHeld')}</p>}
      {!sealed && (
        <div className="backstage-section__actions">
          {!allHeld && (
            <button type="button" className="button button--primary" onClick={onQuarantine}>
              {t('signals.quarantine')}
            </button>
          )}
          {held && (
            <button type="button" className="button button--ghost" onClick={onRelease}>
              {t('signals.release')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
