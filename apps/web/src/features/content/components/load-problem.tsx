import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';

/** A read that failed: why, and the way to try again. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  return (
    <div className="content-problem">
      <p role="alert">
        {t('common.loadError')} {describeApiError(error, language).message}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
