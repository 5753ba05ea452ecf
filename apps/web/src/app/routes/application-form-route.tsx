import { EntryFormPage } from '@/features/entries/routes/entry-form-page';
import { useNominations } from '@/entities/nominations/get-nominations';

/** The entry form with the nominations content it finds its nomination's title in. */
export function ApplicationFormRoute() {
  const nominations = useNominations();
  return <EntryFormPage nominations={{ status: nominations.status, data: nominations.data }} />;
}
