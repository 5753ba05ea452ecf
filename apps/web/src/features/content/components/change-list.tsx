import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contentEditingOf, type ContentItemChange } from '@awards/contracts';
import { assetUrl } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useContentWords } from '../content-words';
import { StateBadge } from './state-badge';
import './change-list.css';

type FieldChange = ContentItemChange['fields'][number];

/** One side of a field's change as people read it: a picture as the picture, a date in their zone, nothing as "empty". */
function Side({ collection, change, value }: { collection: string; change: FieldChange; value: string | null }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const words = useContentWords();
  if (value === null || value === '') return <span className="change-list__empty">{t('changes.empty')}</span>;
  const kind = contentEditingOf(collection)?.values.find((field) => field.name === change.field)?.kind;
  if (kind === 'image') return <img className="change-list__image" src={assetUrl(value)} alt={t('changes.image', { id: value })} loading="lazy" />;
  if (kind === 'date_time' && !Number.isNaN(Date.parse(value))) return <time dateTime={value}>{format.zoned(value)}</time>;
  return <span className="change-list__text">{kind === 'choice' || kind === 'fixed' ? words.value(value) : value}</span>;
}

function FieldChanges({ change }: { change: ContentItemChange }) {
  const { t } = useTranslation('content');
  const words = useContentWords();
  return (
    <ul className="change-list__fields">
      {change.fields.map((field) => (
        <li key={`${field.field}-${field.language ?? ''}`} className="change-list__field">
          <span className="change-list__name">
            {words.field(change.collection, field.field)}
            {field.language && ` · ${words.language(field.language)}`}
          </span>
          <div className="change-list__sides">
            {change.kind !== 'added' && (
              <div className="change-list__side change-list__side--before">
                <span className="change-list__label">{t('changes.before')}</span>
                <del>
                  <Side collection={change.collection} change={field} value={field.before} />
                </del>
              </div>
            )}
            <div className="change-list__side change-list__side--after">
              <span className="change-list__label">{t(change.kind === 'added' ? 'changes.value' : 'changes.after')}</span>
              <ins>
                <Side collection={change.collection} change={field} value={field.after} />
              </ins>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The shape of a list of changes while it is being read, so the dialog does not jump when it comes. */
export function ChangeListSkeleton() {
  const { t } = useTranslation('content');
  return (
    <div className="change-list-skeleton" role="status">
      <span className="visually-hidden">{t('bar.reading')}</span>
      {[0, 1].map((index) => (
        <div key={index} className="change-list-skeleton__item" aria-hidden="true">
          <span className="change-list-skeleton__line change-list-skeleton__line--title" />
          <span className="change-list-skeleton__line" />
          <span className="change-list-skeleton__line change-list-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

/**
 * What changed between two states of the content, item by item in the editor's order of
 * collections, field by field with the value before and after (in each language for a text).
 * A removed item goes whole, so it is named without its fields.
 */
export function ChangeList({ changes }: { changes: readonly ContentItemChange[] }) {
  const { t } = useTranslation('content');
  const words = useContentWords();
  const idPrefix = useId();
  if (changes.length === 0) return <p className="change-list__none">{t('changes.none')}</p>;
  const collections = [...new Set(changes.map((change) => change.collection))];
  return (
    <div className="change-list">
      {collections.map((collection) => (
        <section key={collection} className="change-list__collection" aria-labelledby={`${idPrefix}-${collection}`}>
          <h3 className="change-list__title" id={`${idPrefix}-${collection}`}>
            {words.collection(collection)}
          </h3>
          <ul className="change-list__items">
            {changes
              .filter((change) => change.collection === collection)
              .map((change) => (
                <li key={change.itemId} className="change-list__item">
                  <p className="change-list__heading">
                    <strong>{change.label || t('common.untitled', { id: change.itemId })}</strong> <StateBadge state={change.kind} />
                  </p>
                  {change.kind !== 'removed' && <FieldChanges change={change} />}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
