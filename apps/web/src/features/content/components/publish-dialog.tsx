import { useTranslation } from 'react-i18next';
import type { ContentMissingText, ContentVersionSummary } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { Popup } from '@/components/ui/popup/popup';
import { ReadinessFindings } from '@/entities/readiness/readiness-findings';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useContentDraftChanges } from '../api/get-content-draft-changes';
import { usePublishContent } from '../api/publish-content';
import { missingTextsOf } from '../content-places';
import { ChangeList, ChangeListSkeleton } from './change-list';

interface PublishDialogProps {
  open: boolean;
  /** The draft holds changes: what a publish would change is read ahead, so the dialog opens on it. */
  prefetch: boolean;
  /** How many items hold typed edits not saved as draft, which a publish leaves out. */
  unsaved: number;
  onPublished: (version: ContentVersionSummary) => void;
  /** The server refused: these texts are missing. */
  onRefused: (texts: ContentMissingText[]) => void;
  onClose: () => void;
}

/**
 * Asks before publishing, showing what the publish changes on the site item by item and field by
 * field, and the texts the checks find missing (read as it opens), each a link to fill it. A
 * refusal for missing texts closes it, for the bar to list them; any other stays here.
 */
export function PublishDialog({ open, prefetch, unsaved, onPublished, onRefused, onClose }: PublishDialogProps) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const changes = useContentDraftChanges(open || prefetch);
  const publish = usePublishContent();
  const failure = publish.isError ? describeApiError(publish.error, language) : null;

  const confirm = (close: () => void) =>
    publish.mutate(undefined, {
      onSuccess: (version) => {
        onPublished(version);
        close();
      },
      onError: (error) => {
        const described = describeApiError(error, language);
        if (described.code !== 'content_incomplete') return;
        onRefused(missingTextsOf(described.fields));
        close();
      },
    });

  return (
    <Popup
      open={open}
      onClose={() => {
        publish.reset();
        onClose();
      }}
      title={t('publish.title')}
      actions={(close) => (
        <>
          <button type="button" className="button button--primary" disabled={publish.isPending || !changes.data} onClick={() => confirm(close)}>
            {t(publish.isPending ? 'publish.publishing' : 'publish.confirm')}
          </button>
          <button type="button" className="button button--ghost" data-autofocus onClick={close}>
            {t('common.cancel')}
          </button>
        </>
      )}
    >
      <div className="publish-dialog">
        <p>{t('publish.text')}</p>
        {unsaved > 0 && <p className="publish-dialog__unsaved">{t('publish.unsaved', { count: unsaved })}</p>}
        {changes.isPending && <ChangeListSkeleton />}
        {changes.isError && <p role="alert">{`${t('common.loadError')} ${describeApiError(changes.error, language).message}`}</p>}
        {changes.data && <ChangeList changes={changes.data.changes} />}
        <ReadinessFindings kinds={['missing_texts']} onFollow={onClose} />
        <FormFailure message={failure?.code === 'content_incomplete' ? null : failure?.message} />
      </div>
    </Popup>
  );
}
