import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, placeholdersIn, renderSeasonText, type ContentCollectionEditing, type ContentTextField, type LanguageCode, type SeasonCalendar } from '@awards/contracts';
import { ConnectedField } from '@/components/form/connected-field';
import { fieldId, textName } from '../content-places';
import { useContentWords } from '../content-words';
import { isBlank } from '../item-form';
import { useSeasonCalendar } from '../use-season-calendar';
import { RichTextArea } from './rich-text-area';

type Language = (typeof LANGUAGES)[number];

interface LanguageTextProps {
  editing: ContentCollectionEditing;
  /** The season's dates the text's placeholders quote; none while they load. */
  calendar: SeasonCalendar | undefined;
  field: ContentTextField;
  language: Language;
  /** The line saying what a rich text allows, read with each language's text. */
  helpId?: string;
}

/**
 * The text as the site will show it, each placeholder written as the season's date in the text's
 * language; none for a text without one, or while the season's dates load.
 */
function seasonText(text: string | undefined, calendar: SeasonCalendar | undefined, language: LanguageCode): string | undefined {
  if (!text || !calendar || placeholdersIn(text).length === 0) return undefined;
  return renderSeasonText(text, calendar, language);
}

/** One text in one language, marked while a publish would still find it empty, and as it will read where it quotes the season's dates. */
function LanguageText({ editing, calendar, field, language, helpId }: LanguageTextProps) {
  const { t } = useTranslation('content');
  const words = useContentWords();
  const { register } = useFormContext();
  const name = textName(language.code, field.name);
  const text = useWatch({ name }) as string | undefined;
  const missing = isBlank(text);
  const shown = seasonText(text, calendar, language.code);
  const languageName = words.language(language.code);
  return (
    <ConnectedField
      name={name}
      id={fieldId(name)}
      label={
        <>
          <span className="content-text__code">{language.label}</span> {languageName}
        </>
      }
      hint={missing ? t('editor.missing') : shown && t('placeholders.shownAs', { text: shown })}
      describedBy={helpId}
      className={`content-text__language${missing ? ' is-missing' : ''}`}
    >
      {(control) =>
        field.kind === 'rich_text' ? (
          <RichTextArea name={name} control={control} lang={language.locale} label={`${words.field(editing.collection, field.name)}, ${languageName}`} />
        ) : (
          <input className="form-field__input" lang={language.locale} autoComplete="off" {...control} {...register(name)} />
        )
      }
    </ConnectedField>
  );
}

/** A text of the item in the four languages side by side (English first), stacked on a phone. */
export function TextFieldset({ editing, field }: { editing: ContentCollectionEditing; field: ContentTextField }) {
  const { t } = useTranslation('content');
  const words = useContentWords();
  const calendar = useSeasonCalendar();
  const helpId = field.kind === 'rich_text' ? `${fieldId(field.name)}-help` : undefined;
  return (
    <fieldset className="content-text">
      <legend className="content-text__legend">{words.field(editing.collection, field.name)}</legend>
      {helpId && (
        <p className="form-field__hint content-text__help" id={helpId}>
          {t('richText.help')}
        </p>
      )}
      <div className="content-text__languages">
        {LANGUAGES.map((language) => (
          <LanguageText key={language.code} editing={editing} calendar={calendar} field={field} language={language} helpId={helpId} />
        ))}
      </div>
    </fieldset>
  );
}
