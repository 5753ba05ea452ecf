import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentMissingText } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useDiscardContentDraft } from '../api/discard-content-draft';
import { useContentOverview } from '../api/get-content-overview';
import { sameText } from '../content-places';
import { useUnsavedEdits } from '../unsaved-edits';
import { ContentNav } from './content-nav';
import { MissingTexts } from './missing-texts';
import { PreviewLink } from './preview-link';
import { PublishDialog } from './publish-dialog';
import './publish-bar.css';

/**
 * Over every content page: how many changes wait for a publish, the preview of the draft on the
 * site, and discarding or publishing them all. A publish refused for missing texts leaves their
 * list here, each a link to its field, ticked off as the draft fills them in.
 */
export function PublishBar() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const overview = useContentOverview();
  const edits = useUnsavedEdits();
  const discard = useDiscardContentDraft();
  const [dialog, setDialog] = useState<'publish' | 'discard' | null>(null);
  const [notice, setNotice] = useState('');
  const [refused, setRefused] = useState<ContentMissingText[] | null>(null);
  const [showRefusal, setShowRefusal] = useState(0);
  const refusal = useRef<HTMLDivElement>(null);
  const changes = overview.data?.changes ?? 0;
  const unsaved = edits.keys.size;

  // After the dialog has given the focus back, the list of what is missing takes it.
  useEffect(() => {
    if (showRefusal) refusal.current?.focus();
  }, [showRefusal]);

  const discardAll = () =>
    discard.mutate(
      {},
      {
        onSuccess: () => {
          edits.forgetAll();
          setRefused(null);
          setNotice(t('bar.discarded'));
        },
      },
    );
  const stillMissing = (text: ContentMissingText) => overview.data?.missing.some((missing) => sameText(missing, text)) ?? true;
  const failure = discard.isError ? describeApiError(discard.error, language).message : null;

  return (
    <section className="publish-bar" aria-label={t('bar.label')}>
      <div className="publish-bar__row">
        <ContentNav />
        <p className="publish-bar__count">
          {overview.data ? t('bar.changes', { count: changes }) : overview.isError ? t('common.loadError') : t('bar.reading')}
          {unsaved > 0 && <span className="publish-bar__unsaved"> {t('bar.unsaved', { count: unsaved })}</span>}
        </p>
        <div className="publish-bar__actions">
          <PreviewLink />
          <button type="button" className="button button--ghost button--small" disabled={changes === 0 && unsaved === 0} onClick={() => setDialog('discard')}>
            {t('bar.discard')}
          </button>
          <button type="button" className="button button--primary button--small" disabled={changes === 0} onClick={() => setDialog('publish')}>
            {t('bar.publish')}
          </button>
        </div>
      </div>
      <p className="publish-bar__status" role="status">
        {notice}
      </p>
      <FormFailure message={failure} />
      {refused && (
        <div ref={refusal} className="publish-bar__refusal" tabIndex={-1} aria-labelledby="publish-refusal-title">
          <p className="publish-bar__refusal-title" id="publish-refusal-title">
            {t('bar.refused', { count: refused.length })}
          </p>
          <MissingTexts texts={refused} filled={(text) => !stillMissing(text)} />
          <button type="button" className="button button--ghost button--small" onClick={() => setRefused(null)}>
            {t('bar.hideRefusal')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={dialog === 'discard'}
        title={t('discard.title')}
        text={t('discard.text')}
        confirmLabel={t('discard.confirm')}
        tone="final"
        onConfirm={discardAll}
        onClose={() => setDialog(null)}
      />
      <PublishDialog
        open={dialog === 'publish'}
        prefetch={changes > 0}
        unsaved={unsaved}
        onPublished={(version) => {
          setRefused(null);
          setNotice(t('bar.published', { version: version.id }));
        }}
        onRefused={(texts) => {
          setNotice('');
          setRefused(texts);
        }}
        onClose={() => {
          setDialog(null);
          if (refused) setShowRefusal((count) => count + 1);
        }}
      />
    </section>
  );
}
