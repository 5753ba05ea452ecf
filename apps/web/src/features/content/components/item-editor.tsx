import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_COLLECTIONS, type ContentCollectionEditing, type ContentEditorItem } from '@awards/contracts';
import { ErrorSummary } from '@/components/form/error-summary';
import { localZoneName } from '@/entities/season/local-zone';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { useAddContentItem } from '../api/add-content-item';
import { useSaveContentItem } from '../api/save-content-item';
import { fieldId } from '../content-places';
import { useContentWords } from '../content-words';
import { itemFormValues, itemInput, type ItemFormValues } from '../item-form';
import { editorFields, itemProblems } from '../item-problems';
import { unsavedKey, useKeptEdits } from '../unsaved-edits';
import { DiscardItem } from './discard-item';
import { SeasonPlaceholders } from './season-placeholders';
import { TextFieldset } from './text-fieldset';
import { TimerEnd } from './timer-end';
import { ValueField } from './value-field';
import './item-editor.css';

interface ItemEditorProps {
  editing: ContentCollectionEditing;
  /** The item as the draft has it; none for one being added. */
  item?: ContentEditorItem;
  /** The field to open on (a missing text's link): its control takes the focus. */
  focusField: string | null;
  onAdded: (item: ContentEditorItem) => void;
  /** A save is on its way: what the page said of the item before no longer holds. */
  onSaving: () => void;
  /** The item's changes are discarded: it is as published again, or gone if it was new. */
  onDiscarded: () => void;
}

/**
 * An item's texts in the four languages side by side, the placeholders they may quote the season's
 * dates with, and its values, saved as draft together; the timer's end is the season's, shown. The
 * server judges everything at once and its problems land on their fields and in a summary at the
 * top. What is typed and not saved stays when the organiser goes elsewhere in the content.
 */
export function ItemEditor({ editing, item, focusField, onAdded, onSaving, onDiscarded }: ItemEditorProps) {
  const { t, i18n } = useTranslation('content');
  const language = useLanguage();
  const words = useContentWords();
  const errorText = useFormErrorText();
  const key = unsavedKey(editing.collection, item?.id ?? 'new');
  const save = useSaveContentItem(editing.collection);
  const add = useAddContentItem(editing.collection);
  const form = useForm<ItemFormValues>({ defaultValues: itemFormValues(editing, item), shouldFocusError: false });
  const {
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isDirty },
  } = form;
  const { settle } = useKeptEdits(key, form);
  const zoneId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const field = focusField && document.getElementById(fieldId(focusField));
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }, [focusField]);
  useEffect(() => {
    if (summaryFocus) summary.current?.focus();
  }, [summaryFocus]);

  const fields = editorFields(editing, words);
  const placed = new Set(fields.map((field) => field.name));
  const failed = save.isError ? save.error : add.isError ? add.error : null;
  const problems = itemProblems(fields, errors, failed ? describeApiError(failed, language) : null, errorText);

  const onValid = (values: ItemFormValues) => {
    const input = itemInput(editing, values, item);
    const onError = (error: unknown) => {
      for (const [name, message] of Object.entries(describeApiError(error, language).fields)) {
        if (placed.has(name)) setError(name as FieldPath<ItemFormValues>, { type: 'server', message });
      }
      setSummaryFocus((count) => count + 1);
    };
    setNotice('');
    onSaving();
    if (!item) {
      add.mutate(input, {
        onSuccess: (added) => {
          settle();
          onAdded(added);
        },
        onError,
      });
      return;
    }
    save.mutate(
      { id: item.id, input },
      {
        onSuccess: (saved) => {
          // Anything typed while the save was on its way stays, unsaved.
          const typedSince = JSON.stringify(getValues()) !== JSON.stringify(values);
          reset(itemFormValues(editing, saved), { keepValues: typedSince });
          setNotice(t('editor.saved'));
        },
        onError,
      },
    );
  };

  const pending = save.isPending || add.isPending;
  const hasDates = editing.values.some((field) => field.kind === 'date_time');
  return (
    <FormProvider {...form}>
      <form className="item-editor" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <ErrorSummary ref={summary} title={t('editor.summary')} problems={problems} />
        {editing.collection === CONTENT_COLLECTIONS.timer && <TimerEnd />}
        {editing.texts.map((field) => (
          <TextFieldset key={field.name} editing={editing} field={field} />
        ))}
        {editing.texts.length > 0 && <SeasonPlaceholders />}
        {editing.values.length > 0 && (
          <fieldset className="content-values">
            <legend className="content-text__legend">{t(editing.texts.length > 0 ? 'editor.values' : 'editor.valuesOnly')}</legend>
            {hasDates && (
              <p className="form-field__hint" id={zoneId}>
                {t('common.zone', { zone: localZoneName(i18n.language) })}
              </p>
            )}
            <div className="content-values__fields">
              {editing.values.map((field) => (
                <ValueField key={field.name} editing={editing} field={field} zoneId={zoneId} />
              ))}
            </div>
          </fieldset>
        )}
        <div className="item-editor__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {t(pending ? 'editor.saving' : item ? 'editor.save' : 'editor.add')}
          </button>
          {isDirty && (
            <button type="button" className="button button--ghost" onClick={() => reset()}>
              {t('editor.undo')}
            </button>
          )}
          {item && item.state !== 'published' && (
            <DiscardItem
              collection={editing.collection}
              item={item}
              onDiscarded={() => {
                settle();
                onDiscarded();
              }}
            />
          )}
          <p className="item-editor__status" role="status">
            {notice}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
