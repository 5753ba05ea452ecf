import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { SeasonCountdown } from '@/components/ui/countdown/season-countdown';
import { initials } from '@/lib/initials';
import { useNominations } from '@/entities/nominations/get-nominations';
import { useSettings } from '@/entities/settings/get-settings';
import { useSeasonMoment } from '@/entities/settings/use-season-moment';
import { getConfig } from '@/lib/config';
import { usePreview } from '@/lib/content-preview';
import { pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useExitPreview } from './fresh-content';
import { useApply } from './use-apply';
import { usePageId } from '@/lib/hydration';

// The menu's code loads on its first opening: the home page's first download is kept small.
const Menu = lazy(() => import('@/components/layout/menu').then((module) => ({ default: module.Menu })));

/** The countdown to the season's next moment, as header, footer and menu show it. */
export function SiteCountdown() {
  return <SeasonCountdown moment={useSeasonMoment()?.moment} />;
}

/**
 * The header and its menu, connected to the session, the nominations and the season: while
 * applications are closed (or not yet open) neither invites the visitor to apply.
 */
export function SiteHeader() {
  const { profile } = useSession();
  const nominations = useNominations();
  const applying = useSeasonMoment()?.applicationsOpen === true;
  const onApply = useApply();
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = usePageId();
  // The menu belongs to the history entry it was opened on: any navigation closes (resets) it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  return (
    <>
      <Header
        title={getConfig().title}
        countdown={<SiteCountdown />}
        account={profile ? { name: profile.name, initials: initials(profile.name) } : null}
        onApply={applying ? onApply : undefined}
        menuOpen={menuOpen}
        onMenuToggle={() => setMenuOpenAt(menuOpen ? null : location.key)}
        menuButton={menuButton}
        menuId={menuId}
      />
      {menuOpen && (
        <Suspense>
          <Menu
            id={menuId}
            onClose={() => setMenuOpenAt(null)}
            nominations={{ status: nominations.status, data: nominations.data }}
            nominationPath={applying ? (id) => pathTo('ApplicationForm', { nominationId: id }) : (id) => pathTo('VOTING', { nominationId: id })}
            countdown={<SiteCountdown />}
          />
        </Suspense>
      )}
    </>
  );
}

export function SiteFooter() {
  const { data } = useSettings();
  return <Footer title={getConfig().title} socials={data?.socials ?? []} countdown={<SiteCountdown />} />;
}

/**
 * The preview's banner, in a tab in preview only. Leaving takes the banner and its button away:
 * the keyboard's place moves to the page's content.
 */
export function SitePreviewBanner() {
  const preview = usePreview();
  const exit = useExitPreview();
  if (preview === 'off') return null;
  return (
    <PreviewBanner
      refused={preview === 'refused'}
      onExit={() => {
        exit();
        document.getElementById('main')?.focus();
      }}
    />
  );
}
