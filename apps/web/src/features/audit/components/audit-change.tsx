import { useTranslation } from 'react-i18next';

/** A recorded value as people read it: JSON indented, keys in the order written; nothing recorded shows as a dash. */
export const readable = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value, null, 2));

/** The value before a write and after it, side by side from the tablet up. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('backstage');
  const sides = [
    ['before', readable(before)],
    ['after', readable(after)],
  ] as const;
  return (
    <div className="audit-change">
      {sides.map(([side, text], index) => (
        <div key={side} className="audit-change__side">
          <span className="audit-change__label">
            {index === 1 && (
              <span className="audit-change__arrow" aria-hidden="true">
                →{' '}
              </span>
            )}
            {t(`audit.change.${side}`)}
          </span>
          {text === null ? <span className="audit-change__none">{t('audit.change.none')}</span> : <pre className="audit-change__json">{text}</pre>}
        </div>
      ))}
    </div>
  );
}
