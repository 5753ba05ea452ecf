import { createRef } from 'react';
import { Header } from '@/components/layout/header';
import { HeroSection } from '@/features/home/components/hero-section';
import { SkipLink } from '../root-layout';
import { SiteCountdown } from '../site-chrome';

const nothing = () => undefined;

/**
 * The first screen of the home page as a guest sees it: the header and the hero, drawn by the same
 * components the app renders, so that swapping one for the other moves nothing. The server sends it
 * inside #root with the timer's texts filled in (see render-shell.tsx); the app replaces it once it runs.
 */
export function HomeShell({ title }: { title: string }) {
  return (
    <>
      <SkipLink />
      <Header
        title={title}
        countdown={<SiteCountdown />}
        account={null}
        onApply={nothing}
        menuOpen={false}
        onMenuToggle={nothing}
        menuButton={createRef()}
        menuId="site-menu"
      />
      <main id="main" tabIndex={-1}>
        <div className="home">
          <HeroSection />
        </div>
      </main>
    </>
  );
}
