import { lazy, type ReactNode } from 'react';
import { Deferred } from '@/components/ui/deferred/deferred';
import { HydrateLater } from '@/lib/hydrate-later';
import { loadRichTextReader } from '@/components/ui/rich-text/rich-text-reader';
import { HeroSection } from '../components/hero-section';
import { HighlightsSection } from '../components/highlights-section';
import { JurySection } from '../components/jury-section';
import { PartnersSection } from '../components/partners-section';
import { useRedirectArrival } from '../use-redirect-arrival';
import './home-page.css';

/**
 * The sections of organisers' long texts load with the Markdown reader, which the first screen does
 * without: drawn with their texts at once, they replace the server's drawing without a gap.
 */
const withReader = <T,>(section: Promise<T>) => Promise.all([section, loadRichTextReader()]).then(([module]) => module);
const HowItWorksSection = lazy(() => withReader(import('../components/how-it-works-section')).then((module) => ({ default: module.HowItWorksSection })));
const FaqSection = lazy(() => withReader(import('../components/faq-section')).then((module) => ({ default: module.FaqSection })));
const RulesSection = lazy(() => withReader(import('../components/rules-section')).then((module) => ({ default: module.RulesSection })));

/**
 * Sections other features provide; the app fills them (app/routes/home-route.tsx) because features
 * do not import each other. The home page owns the anchors (#nominations, #contact...) that the
 * header and menu link to, so a slot's content must not repeat its id.
 */
export interface HomeSlots {
  /** The community section, given the chat's address from the general settings. */
  community?: ReactNode;
  slideshow?: ReactNode;
  nominations?: ReactNode;
  legends?: ReactNode;
  winners?: ReactNode;
  contact?: ReactNode;
}

interface HomePageProps {
  slots?: HomeSlots;
}

/**
 * The home page's order: title and countdown, slideshow, community, how it works, FAQ, rules,
 * highlights, nominations, Legends of the Year, winners, partners, jury, contact. Each section reads
 * its own content and disappears alone if that read fails; those below the first screen are drawn
 * (and read) as the visitor nears them.
 */
export function HomePage({ slots = {} }: HomePageProps) {
  useRedirectArrival();
  return (
    <div className="home">
      <HeroSection />
      <div className="home__slot" data-slot="slideshow">
        <HydrateLater>{slots.slideshow}</HydrateLater>
      </div>
      {slots.community}
      <Deferred anchor="how-it-works">
        <HowItWorksSection />
      </Deferred>
      <Deferred anchor="faq">
        <FaqSection />
      </Deferred>
      <Deferred anchor="rules">
        <RulesSection />
      </Deferred>
      <Deferred anchor="highlights">
        <HighlightsSection />
      </Deferred>
      <div id="nominations" className="home__slot" data-slot="nominations">
        <Deferred>{slots.nominations}</Deferred>
      </div>
      <div id="legends" className="home__slot" data-slot="legends">
        <Deferred>{slots.legends}</Deferred>
      </div>
      <div id="winners" className="home__slot" data-slot="winners">
        <Deferred>{slots.winners}</Deferred>
      </div>
      <Deferred anchor="partners">
        <PartnersSection />
      </Deferred>
      <Deferred anchor="jury">
        <JurySection />
      </Deferred>
      <div id="contact" className="home__slot" data-slot="contact">
        {slots.contact}
      </div>
    </div>
  );
}
