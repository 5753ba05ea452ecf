import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import './load-problem.css';

/** The backstage namespaces that say, in their own words, what could not be loaded (`common.loadError`). */
type LoadProblemNamespace = 'content' | 'integrity' | 'readiness' | 'results' | 'rounds' | 'season' | 'show';

interface LoadProblemProps {
  /** Whose words: the namespace's `common.loadError` names what failed, its `common.retry` the button. */
  namespace: LoadProblemNamespace;
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: what, why, and the way to try again. */
export function LoadProblem({ namespace, error, onRetry }: LoadProblemProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return (
    <div className="load-problem">
      <p role="alert">
        {t('common.loadError')} {describeApiError(error, language).message}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
