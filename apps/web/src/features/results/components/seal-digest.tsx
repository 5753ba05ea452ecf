import { useTranslation } from 'react-i18next';
import type { RoundSeal } from '@awards/contracts';
import { useNotifications } from '@/components/ui/notification/notifications';
import { useResultFormats } from '../number-formats';

/** When a round was sealed and the SHA-256 of its standings, whole, to copy and compare with the public site's. */
export function SealDigest({ seal }: { seal: RoundSeal }) {
  const { t } = useTranslation('results');
  const format = useResultFormats();
  const { notify } = useNotifications();
  const copy = () =>
    navigator.clipboard.writeText(seal.digest).then(
      () => notify({ type: 'success', text: t('results.copied') }),
      () => notify({ type: 'error', text: t('results.copyFailed') }),
    );
  return (
    <div className="results-seal">
      <p className="results-seal__when">{t('results.sealedAt', { date: format.sealed(seal.sealedAt) })}</p>
      <p className="results-seal__label">{t('results.digest')}</p>
      <code className="results-seal__digest">{seal.digest}</code>
      <button type="button" className="button button--ghost button--small results-seal__copy" onClick={() => void copy()}>
        {t('results.copy')}
      </button>
    </div>
  );
}
