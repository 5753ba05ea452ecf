import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@awards/contracts';
import { CheckboxField, FormField } from '@/components/form/form-field';
import { useNominations } from '@/entities/nominations/get-nominations';
import type { QueueFilters as Filters } from '../queue-search';
import './queue-filters.css';

interface QueueFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/**
 * The queue's filters: a choice applies at once, the search when sent (Enter). Give it `key` from
 * the address's search, so going back in history puts the searched words back in the box.
 */
export function QueueFilters({ filters, onChange }: QueueFiltersProps) {
  const { t } = useTranslation('entries');
  const nominations = useNominations().data ?? [];
  const [text, setText] = useState(filters.q ?? '');
  const filtered = filters.nominationId !== undefined || filters.status !== undefined || filters.overdue || Boolean(filters.q);

  return (
    <form
      className="queue-filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, q: text.trim() || undefined });
      }}
    >
      <FormField label={t('filters.nomination')} className="queue-filters__choice">
        {(control) => (
          <select
            className="form-field__input"
            {...control}
            value={filters.nominationId ?? ''}
            onChange={(event) => onChange({ ...filters, nominationId: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{t('filters.anyNomination')}</option>
            {nominations.map((nomination) => (
              <option key={nomination.id} value={nomination.id}>
                {nomination.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('filters.status')} className="queue-filters__choice">
        {(control) => (
          <select
            className="form-field__input"
            {...control}
            value={filters.status ?? ''}
            onChange={(event) => onChange({ ...filters, status: (event.target.value || undefined) as ApplicationStatus | undefined })}
          >
            <option value="">{t('filters.anyStatus')}</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('filters.search')} hint={t('filters.searchHint')} className="queue-filters__search">
        {(control) => (
          <span className="queue-filters__search-row">
            <input className="form-field__input" type="search" {...control} value={text} onChange={(event) => setText(event.target.value)} />
            <button type="submit" className="button button--ghost">
              {t('filters.apply')}
            </button>
          </span>
        )}
      </FormField>
      <div className="queue-filters__end">
        <CheckboxField label={t('filters.overdue')} checked={filters.overdue ?? false} onChange={(event) => onChange({ ...filters, overdue: event.target.checked || undefined })} />
        {filtered && (
          <button type="button" className="button button--ghost button--small" onClick={() => onChange({})}>
            {t('filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
