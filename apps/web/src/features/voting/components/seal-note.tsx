import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadStandings, type RoundSeal } from '@awards/contracts';
import { endpointUrl } from '@/lib/api-client';
import './seal-note.css';

/** Enough of the digest to recognise it at a glance; the whole of it is one click away. */
const SHORT_DIGEST = 8;

/**
 * The round's seal: when its standings were computed and the SHA-256 of their canonical JSON. The
 * time is the one the downloaded standings carry, so it is given in UTC and says so. Once the round
 * is revealed in full, the standings can be downloaded and checked against the digest.
 */
export function SealNote({ roundId, seal, revealed }: { roundId: number; seal: RoundSeal; revealed: boolean }) {
  const { t, i18n } = useTranslation();
  const sealedOn = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }),
    [i18n.language],
  );
  return (
    <section className="seal" aria-label={t('voting.seal.label')}>
      <p className="seal__line">
        {t('voting.seal.sealedOn', { date: sealedOn.format(new Date(seal.sealedAt)) })}{' '}
        <code className="seal__digest" title={seal.digest}>
          {seal.digest.slice(0, SHORT_DIGEST)}…
        </code>
      </p>
      <details className="seal__details">
        <summary>{t('voting.seal.fullDigest')}</summary>
        <code className="seal__digest seal__digest--full">{seal.digest}</code>
      </details>
      {revealed ? (
        <>
          <a className="button button--ghost seal__download" href={endpointUrl(downloadStandings, { roundId })} download>
            {t('voting.seal.download')}
          </a>
          <p className="seal__hint">{t('voting.seal.check')}</p>
        </>
      ) : (
        <p className="seal__hint">{t('voting.seal.later')}</p>
      )}
    </section>
  );
}
