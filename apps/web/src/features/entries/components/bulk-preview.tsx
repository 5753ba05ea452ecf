import { useTranslation } from 'react-i18next';
import { isLanguageCode, type BulkDecisionPreview } from '@awards/contracts';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useFormat } from '@/lib/format';
import { useReviewFormat } from '../entry-age';

/** "12 applications will change. 12 applicants will be mailed: 7 EN, 3 RU, 2 PT." and what stays as it is. */
export function BulkPreview({ preview }: { preview: BulkDecisionPreview | undefined }) {
  const { t } = useTranslation('entries');
  const format = useFormat();
  const review = useReviewFormat();
  if (!preview) return <Spinner size="small" label={t('bulk.counting')} />;

  const languages = review.list(
    Object.entries(preview.byLanguage)
      .filter(([, count]) => count > 0)
      .sort(([, a], [, b]) => b - a)
      // A figure stays on the line of its language.
      .map(([code, count]) => `${format.count(count)}\u00a0${isLanguageCode(code) ? review.language(code) : code}`),
  );
  return (
    <div className="bulk-preview" role="status">
      <p>{t('bulk.changes', { count: preview.mails })}</p>
      {preview.mails > 0 && <p>{t('bulk.mails', { count: preview.mails, languages })}</p>}
      {preview.unchanged > 0 && <p>{t('bulk.unchanged', { count: preview.unchanged })}</p>}
    </div>
  );
}
