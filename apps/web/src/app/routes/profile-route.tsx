import { useNominations } from '@/entities/nominations/get-nominations';
import { ProfilePage } from '@/features/profile/routes/profile-page';

/** The profile with the nominations content, so each application shows its nomination's title. */
export function ProfileRoute() {
  const nominations = useNominations();
  return <ProfilePage nominations={nominations.data} />;
}
