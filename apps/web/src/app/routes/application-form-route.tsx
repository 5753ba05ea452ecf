import { ApplicationFormPage } from '@/features/applications/routes/application-form-page';
import { useNominations } from '@/entities/nominations/get-nominations';

/** The application form with the nominations content it finds its nomination's title in. */
export function ApplicationFormRoute() {
  const nominations = useNominations();
  return <ApplicationFormPage nominations={{ status: nominations.status, data: nominations.data }} />;
}
