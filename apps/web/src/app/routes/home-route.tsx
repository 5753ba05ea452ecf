import { Outlet } from 'react-router';
import { ContactSlot } from '@/features/contact/contact-slot';
import { NominationsListSection } from '@/features/home/components/nominations-list-section';
import { SlideshowSection } from '@/features/home/components/slideshow-section';
import { VotingStarted } from '@/features/home/components/voting-started';
import { LeaderboardSection, WinnersSection } from '@/features/home/components/winners-section';
import { HomePage } from '@/features/home/routes/home-page';
import { useNominations } from '@/features/nominations/api/get-nominations';
import { useSettings } from '@/features/settings/api/get-settings';

/**
 * The home page with the sections other features provide, and below it the outlet where the
 * auth routes (/signin, /signup, /forget-password) open their panel. Feature sections are added
 * to `slots` here as they arrive.
 */
export function HomeRoute() {
  const { data: settings } = useSettings();
  const communityUrl = settings?.socials.find((social) => social.network === 'discord')?.url;
  const { data: nominations } = useNominations();
  return (
    <>
      <HomePage
        communityUrl={communityUrl}
        slots={{
          slideshow: <SlideshowSection nominations={nominations} />,
          nominations: <NominationsListSection nominations={nominations} />,
          winners: (
            <>
              <WinnersSection nominations={nominations} />
              <LeaderboardSection />
            </>
          ),
          contact: <ContactSlot />,
        }}
      />
      <VotingStarted firstNominationId={nominations?.[0]?.id} />
      <Outlet />
    </>
  );
}
