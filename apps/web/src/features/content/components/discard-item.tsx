import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentCollection, ContentEditorItem } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useDiscardContentDraft } from '../api/discard-content-draft';

interface DiscardItemProps {
  collection: ContentCollection;
  item: ContentEditorItem;
  onDiscarded: () => void;
}

/** Drops an item's unpublished changes after asking: it is as the site shows it again, or gone if it was new. */
export function DiscardItem({ collection, item, onDiscarded }: DiscardItemProps) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const discard = useDiscardContentDraft();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className="button button--ghost" disabled={discard.isPending} onClick={() => setConfirming(true)}>
        {t('editor.discard')}
      </button>
      <FormFailure message={discard.isError ? describeApiError(discard.error, language).message : null} />
      <ConfirmDialog
        open={confirming}
        title={t('editor.discardTitle')}
        text={t(item.state === 'added' ? 'editor.discardAdded' : 'editor.discardText')}
        confirmLabel={t('editor.discardConfirm')}
        tone="final"
        onConfirm={() => discard.mutate({ collection, id: item.id }, { onSuccess: onDiscarded })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
