import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContentCollectionEditing, ContentValueField } from '@awards/contracts';
import { ConnectedField } from '@/components/form/connected-field';
import { fieldId, valueName } from '../content-places';
import { useContentWords } from '../content-words';
import { ImageField } from './image-field';

interface ValueFieldProps {
  editing: ContentCollectionEditing;
  field: ContentValueField;
  /** The line naming the organiser's time zone, read with every date. */
  zoneId: string;
}

/** A value the item has in every language: a text, an address, a number, a date, a choice, a picture, or one the site fixes. */
export function ValueField({ editing, field, zoneId }: ValueFieldProps) {
  const { t } = useTranslation('content');
  const words = useContentWords();
  const { register, getValues } = useFormContext();
  const name = valueName(field.name);
  const label = words.field(editing.collection, field.name);
  if (field.kind === 'image') return <ImageField name={name} label={label} slot={field.slot} />;
  return (
    <ConnectedField name={name} id={fieldId(name)} label={label} hint={field.kind === 'fixed' ? t('editor.fixed') : undefined} describedBy={field.kind === 'date_time' ? zoneId : undefined}>
      {(control) => {
        switch (field.kind) {
          case 'choice':
            return (
              <select className="form-field__input" {...control} {...register(name)}>
                <option value="">{t('editor.choose')}</option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {words.value(option)}
                  </option>
                ))}
              </select>
            );
          case 'date_time':
            return <input type="datetime-local" className="form-field__input" {...control} {...register(name)} />;
          case 'url':
            return <input type="url" inputMode="url" spellCheck={false} autoComplete="off" className="form-field__input" {...control} {...register(name)} />;
          case 'number':
            return <input inputMode="numeric" autoComplete="off" className="form-field__input" {...control} {...register(name)} />;
          case 'fixed':
            return <input readOnly className="form-field__input" {...control} value={words.value(getValues(name) as string)} />;
          case 'text':
            return <input autoComplete="off" className="form-field__input" {...control} {...register(name)} />;
        }
      }}
    </ConnectedField>
  );
}
