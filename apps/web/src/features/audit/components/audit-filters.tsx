import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextField } from '@/components/form/form-field';
import { AUDIT_AREAS, SUBJECT_TYPES } from '../audit-actions';
import { fieldsOf, type AuditFilter, type AuditFilterFields } from '../audit-filter';

const BLANK = fieldsOf({ page: 1 });

/**
 * The audit log's filters: an action (or a whole area's), part of the actor's email, and a
 * subject's type and id. Applied on submit; the form follows the address when Back changes it.
 */
export function AuditFilters({ filter, onApply }: { filter: AuditFilter; onApply: (fields: AuditFilterFields) => void }) {
  const { t } = useTranslation('backstage');
  const { register, handleSubmit, reset } = useForm<AuditFilterFields>({ values: fieldsOf(filter) });

  return (
    <form className="backstage-panel audit-filters" role="search" aria-label={t('audit.filters.label')} noValidate onSubmit={handleSubmit(onApply)}>
      <FormField label={t('audit.filters.action')}>
        {(control) => (
          <select className="form-field__input" {...control} {...register('action')}>
            <option value="">{t('audit.filters.anyAction')}</option>
            {AUDIT_AREAS.map((area) => (
              <optgroup key={area.prefix} label={t(`audit.areas.${area.key}`)}>
                <option value={area.prefix}>{t('audit.filters.wholeArea', { area: t(`audit.areas.${area.key}`) })}</option>
                {Object.entries(area.actions).map(([action, key]) => (
                  <option key={action} value={action}>
                    {t(`audit.actions.${key}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      <TextField label={t('audit.filters.actor')} type="search" autoComplete="off" maxLength={255} {...register('actor')} />
      <FormField label={t('audit.filters.subjectType')}>
        {(control) => (
          <select className="form-field__input" {...control} {...register('subjectType')}>
            <option value="">{t('audit.filters.anySubject')}</option>
            {SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`audit.subjects.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField label={t('audit.filters.subjectId')} type="search" inputMode="numeric" autoComplete="off" maxLength={64} {...register('subjectId')} />
      <div className="audit-filters__actions">
        <button type="submit" className="button button--primary">
          {t('audit.filters.apply')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            reset(BLANK);
            onApply(BLANK);
          }}
        >
          {t('audit.filters.clear')}
        </button>
      </div>
    </form>
  );
}
