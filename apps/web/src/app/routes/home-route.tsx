import { lazy } from 'react';
import { Outlet } from 'react-router';
import { ContactSlot } from '@/features/contact/contact-slot';
import { CommunitySection } from '@/features/home/components/community-section';
import { SlideshowSection } from '@/features/home/components/slideshow-section';
import { VotingStarted } from '@/features/home/components/voting-started';
import { HomePage, type HomeSlots } from '@/features/home/routes/home-page';
import { useNominations } from '@/entities/nominations/get-nominations';
import { useSettings } from '@/entities/settings/get-settings';

// Below the first screen, drawn when the visitor nears them: their code (and the Legends read) loads then.
const NominationsListSection = lazy(() => import('@/features/home/components/nominations-list-section').then((module) => ({ default: module.NominationsListSection })));
const WinnersSection = lazy(() => import('@/features/home/components/winners-section').then((module) => ({ default: module.WinnersSection })));
const LeaderboardSection = lazy(() => import('@/features/home/components/winners-section').then((module) => ({ default: module.LeaderboardSection })));

/*
 * Each slot reads the data it needs itself, so an answer that arrives re-renders its own section
 * and not the whole page: the home page's many answers come in one by one while it is first shown.
 */
function Community() {
  const { data: settings } = useSettings();
  return <CommunitySection joinUrl={settings?.communityUrl} />;
}

function Slideshow() {
  return <SlideshowSection nominations={useNominations().data} />;
}

function NominationsList() {
  return <NominationsListSection nominations={useNominations().data} />;
}

function Winners() {
  return (
    <>
      <WinnersSection nominations={useNominations().data} />
      <LeaderboardSection />
    </>
  );
}

function VotingStartedNotice() {
  return <VotingStarted firstNominationId={useNominations().data?.[0]?.id} />;
}

const SLOTS: HomeSlots = {
  community: <Community />,
  slideshow: <Slideshow />,
  nominations: <NominationsList />,
  winners: <Winners />,
  contact: <ContactSlot />,
};

/**
 * The home page with the sections other features provide, and below it the outlet where the
 * auth routes (/signin, /signup, /forget-password) open their panel.
 */
export function HomeRoute() {
  return (
    <>
      <HomePage slots={SLOTS} />
      <VotingStartedNotice />
      <Outlet />
    </>
  );
}
