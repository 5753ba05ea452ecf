import { lazy } from 'react';
import { Deferred } from '@/components/ui/deferred/deferred';

// The form brings react-hook-form and zod: it loads when the visitor scrolls near it, never with the first screen.
const ContactSection = lazy(() => import('./components/contact-section').then((module) => ({ default: module.ContactSection })));

/** The contact section for the home page's slot, loaded on approach. */
export function ContactSlot() {
  return (
    <Deferred>
      <ContactSection />
    </Deferred>
  );
}
