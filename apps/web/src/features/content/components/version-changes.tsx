import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentVersionSummary } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { FormField } from '@/components/form/form-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useVersionChanges } from '../api/compare-content-versions';
import { useRestoreContentVersion } from '../api/restore-content-version';
import { ChangeList } from './change-list';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';

interface VersionChangesProps {
  version: ContentVersionSummary;
  versions: readonly ContentVersionSummary[];
  /** The version compared with; none for the one before it. */
  against: number | undefined;
  onAgainstChange: (against: number | undefined) => void;
  /** A restore published this version again, as a new version. */
  onRestored: (restored: ContentVersionSummary) => void;
}

/**
 * What a version changed on the site, field by field: against the version before it, or another one
 * chosen. An earlier version can be published again, after a confirmation.
 */
export function VersionChanges({ version, versions, against, onAgainstChange, onRestored }: VersionChangesProps) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const format = useFormat();
  const headingId = useId();
  const changes = useVersionChanges(version.id, against);
  const restore = useRestoreContentVersion();
  const [confirming, setConfirming] = useState(false);
  const current = versions[0]?.id === version.id;
  const first = version.publishedBy === null && against === undefined;

  return (
    <section className="backstage-panel content-version" aria-labelledby={headingId}>
      <h2 className="content-version__title" id={headingId}>
        {t('history.number', { id: version.id })}
      </h2>
      <p className="content-version__facts">
        {version.publishedBy
          ? t('history.publishedBy', { at: format.zoned(version.publishedAt), by: version.publishedBy })
          : t('history.firstStateAt', { at: format.zoned(version.publishedAt) })}
      </p>
      <FormField label={t('history.against')}>
        {(control) => (
          <select className="form-field__input content-version__against" {...control} value={against ?? ''} onChange={(event) => onAgainstChange(event.target.value ? Number(event.target.value) : undefined)}>
            <option value="">{t('history.previous')}</option>
            {versions
              .filter((other) => other.id !== version.id)
              .map((other) => (
                <option key={other.id} value={other.id}>
                  {t('history.option', { id: other.id, at: format.zoned(other.publishedAt) })}
                </option>
              ))}
          </select>
        )}
      </FormField>
      {!current && (
        <div className="content-version__restore">
          <button type="button" className="button button--primary" disabled={restore.isPending} onClick={() => setConfirming(true)}>
            {t('history.restore')}
          </button>
          <FormFailure message={restore.isError ? describeApiError(restore.error, language).message : null} />
        </div>
      )}
      {changes.isPending && <Spinner />}
      {changes.isError && <LoadProblem namespace="content" error={changes.error} onRetry={() => void changes.refetch()} />}
      {changes.data && (first ? <p>{t('history.firstStateChanges')}</p> : <ChangeList changes={changes.data.changes} />)}
      <ConfirmDialog
        open={confirming}
        title={t('history.restoreTitle', { id: version.id })}
        text={t('history.restoreText')}
        confirmLabel={t('history.restoreConfirm')}
        onConfirm={() => restore.mutate(version.id, { onSuccess: onRestored })}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
