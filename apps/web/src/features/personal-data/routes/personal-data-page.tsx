import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ApiError } from '@/lib/api-client';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useDownloadPersonData } from '../api/download-person-data';
import { usePerson } from '../api/find-person';
import { DeletePersonDialog } from '../components/delete-person-dialog';
import { PersonCard } from '../components/person-card';
import { PersonSearch } from '../components/person-search';
import './personal-data-page.css';

/**
 * The organisers' page for a request about someone's personal data: find the account by the
 * email the request came from, then download its data or delete it, each on the record.
 */
export function PersonalDataPage() {
  const { t } = useTranslation('personal-data');
  const language = useLanguage();
  const { notify } = useNotifications();
  const [email, setEmail] = useState<string | null>(null);
  const person = usePerson(email);
  const download = useDownloadPersonData();
  const [deleting, setDeleting] = useState<Person | null>(null);
  const failed = (error: Error) => notify({ type: 'error', text: describeApiError(error, language).message });
  const missing = person.error instanceof ApiError && person.error.status === 404;

  return (
    <Page title={t('title')} lead={t('lead')}>
      <div className="personal-data-page">
        <PersonSearch onFind={setEmail} />
        {person.isFetching && <Spinner />}
        {person.isError && (
          <p className="personal-data-page__problem" role="alert">
            {missing ? t('search.notFound') : describeApiError(person.error, language).message}
          </p>
        )}
        {person.data && (
          <PersonCard
            person={person.data}
            busy={download.isPending}
            onDownload={() =>
              download.mutate(person.data.id, { onSuccess: () => notify({ type: 'success', text: t('person.downloaded', { email: person.data.email }) }), onError: failed })
            }
            onDelete={() => setDeleting(person.data)}
          />
        )}
      </div>
      <DeletePersonDialog
        person={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(deleted) => {
          setEmail(null);
          notify({ type: 'success', text: t('delete.done', { email: deleted.email }) });
        }}
      />
    </Page>
  );
}
