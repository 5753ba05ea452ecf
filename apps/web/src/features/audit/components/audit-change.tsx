import { useTranslation } from 'react-i18next';
import { useAuditWords } from '../audit-words';
import { recordChanges } from '../record-changes';

/** A recorded value as people read it: JSON indented, keys in the order written; nothing recorded shows as a dash. */
export const readable = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value, null, 2));

/** The record as the server wrote it, before and after, side by side from the tablet up. */
function FullRecord({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('backstage');
  const sides = [
    ['before', readable(before)],
    ['after', readable(after)],
  ] as const;
  return (
    <div className="audit-record">
      {sides.map(([side, text]) => (
        <div key={side} className="audit-record__side">
          <span className="audit-record__label">{t(`audit.change.${side}`)}</span>
          {text === null ? <span className="audit-change__nothing">{t('audit.change.none')}</span> : <pre className="audit-record__json">{text}</pre>}
        </div>
      ))}
    </div>
  );
}

/**
 * What a write changed, a line for each field in the reader's words ("Status: Under review →
 * Declined"; only the value for something added or removed), and the whole record on demand.
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('backstage');
  const words = useAuditWords();
  const changes = recordChanges(before, after);
  const both = readable(before) !== null && readable(after) !== null;
  const shown = (field: string | undefined, value: unknown) => {
    const text = words.value(field, value);
    return text === null ? <span className="audit-change__nothing">{t('audit.change.none')}</span> : <span className="audit-change__value">{text}</span>;
  };
  return (
    <div className="audit-change">
      {changes.length === 0 ? (
        <p className="audit-change__nothing">{t('audit.change.same')}</p>
      ) : (
        <ul className="audit-change__fields">
          {changes.map(({ path, before: old, after: now }) => (
            <li key={path.join('/')} className="audit-change__field">
              <span className="audit-change__name">{words.field(path)}:</span>{' '}
              {both ? (
                <>
                  {shown(path.at(-1), old)}
                  <span className="audit-change__arrow"> → </span>
                  {shown(path.at(-1), now)}
                </>
              ) : (
                shown(path.at(-1), now ?? old)
              )}
            </li>
          ))}
        </ul>
      )}
      <details className="audit-change__record">
        <summary>{t('audit.change.fullRecord')}</summary>
        <FullRecord before={before} after={after} />
      </details>
    </div>
  );
}
