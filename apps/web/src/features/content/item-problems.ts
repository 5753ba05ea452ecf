import { get, type FieldErrors } from 'react-hook-form';
import { LANGUAGE_CODES, type ContentCollectionEditing } from '@awards/contracts';
import type { Problem } from '@/components/form/error-summary';
import type { FailureDescription } from '@/lib/describe-api-error';
import { fieldId, textName, valueName } from './content-places';
import type { ContentWords } from './content-words';

/** Every field of an item's form in page order, with where it is: "Answer · Russian", "Portrait". */
export function editorFields(editing: ContentCollectionEditing, words: ContentWords): { name: string; place: string }[] {
  return [
    ...editing.texts.flatMap((field) => LANGUAGE_CODES.map((code) => ({ name: textName(code, field.name), place: `${words.field(editing.collection, field.name)} · ${words.language(code)}` }))),
    ...editing.values.map((field) => ({ name: valueName(field.name), place: words.field(editing.collection, field.name) })),
  ];
}

/**
 * The problems of a failed save for the summary at the top: each field's (as set on the form) in
 * page order, after those of the whole item (a refusal naming no field of the form).
 */
export function itemProblems(
  fields: readonly { name: string; place: string }[],
  errors: FieldErrors,
  failure: FailureDescription | null,
  errorText: (message: string | undefined) => string | undefined,
): Problem[] {
  const placed = new Set(fields.map((field) => field.name));
  const unplaced = failure ? Object.entries(failure.fields).filter(([name]) => !placed.has(name)) : [];
  const whole = !failure ? [] : Object.keys(failure.fields).length > 0 ? unplaced.map(([, message]) => ({ id: null, message })) : [{ id: null, message: failure.message }];
  return [
    ...whole,
    ...fields.flatMap(({ name, place }) => {
      const message = errorText((get(errors, name) as { message?: string } | undefined)?.message);
      return message ? [{ id: fieldId(name), place, message }] : [];
    }),
  ];
}
