import type { ReactNode } from 'react';
import { CommunitySection } from '../components/community-section';
import { FaqSection } from '../components/faq-section';
import { HeroSection } from '../components/hero-section';
import { HighlightsSection } from '../components/highlights-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { JurySection } from '../components/jury-section';
import { PartnersSection } from '../components/partners-section';
import { RulesSection } from '../components/rules-section';
import { useRedirectArrival } from '../use-redirect-arrival';
import './home-page.css';

/**
 * Sections other features provide; the app fills them (app/routes/home-route.tsx) because features
 * do not import each other. The home page owns the anchors (#nominations, #contact...) that the
 * header and menu link to, so a slot's content must not repeat its id.
 */
export interface HomeSlots {
  slideshow?: ReactNode;
  nominations?: ReactNode;
  legends?: ReactNode;
  winners?: ReactNode;
  contact?: ReactNode;
}

interface HomePageProps {
  slots?: HomeSlots;
  /** The chat community's address from the general settings, for the join link. */
  communityUrl?: string;
}

/**
 * Spec section 2's order: title and countdown, slideshow, community, how it works, FAQ, rules,
 * highlights, nominations, Legends of the Year, winners, partners, jury, contact. Each section reads
 * its own content and disappears alone if that read fails.
 */
export function HomePage({ slots = {}, communityUrl }: HomePageProps) {
  useRedirectArrival();
  return (
    <div className="home">
      <HeroSection />
      <div className="home__slot" data-slot="slideshow">
        {slots.slideshow}
      </div>
      <CommunitySection joinUrl={communityUrl} />
      <HowItWorksSection />
      <FaqSection />
      <RulesSection />
      <HighlightsSection />
      <div id="nominations" className="home__slot" data-slot="nominations">
        {slots.nominations}
      </div>
      <div id="legends" className="home__slot" data-slot="legends">
        {slots.legends}
      </div>
      <div id="winners" className="home__slot" data-slot="winners">
        {slots.winners}
      </div>
      <PartnersSection />
      <JurySection />
      <div id="contact" className="home__slot" data-slot="contact">
        {slots.contact}
      </div>
    </div>
  );
}
