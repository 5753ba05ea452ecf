import { Outlet } from 'react-router';
import { HomePage } from '@/features/home/routes/home-page';
import { useSettings } from '@/features/settings/api/get-settings';

/**
 * The home page with the sections other features provide, and below it the outlet where the
 * auth routes (/signin, /signup, /forget-password) open their panel. Feature sections are added
 * to `slots` here as they arrive.
 */
export function HomeRoute() {
  const { data: settings } = useSettings();
  const communityUrl = settings?.socials.find((social) => social.network === 'discord')?.url;
  return (
    <>
      <HomePage communityUrl={communityUrl} slots={{}} />
      <Outlet />
    </>
  );
}
