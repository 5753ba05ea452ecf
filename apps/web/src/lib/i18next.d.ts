import 'i18next';
import type en from '../locales/en.json';
import type backstage from '../locales/backstage/en.json';
import type entries from '../locales/entries/en.json';
import type jury from '../locales/jury/en.json';
import type season from '../locales/season/en.json';
import type results from '../locales/results/en.json';
import type integrity from '../locales/integrity/en.json';
import type rounds from '../locales/rounds/en.json';
import type show from '../locales/show/en.json';
import type content from '../locales/content/en.json';
import type exports from '../locales/exports/en.json';
import type personalData from '../locales/personal-data/en.json';
import type readiness from '../locales/readiness/en.json';

// Keys are checked at compile time against the English catalogue; a test keeps the others equal.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // A namespace (locales/<namespace>/) loads apart, through lib/namespace-catalogues.ts.
    resources: { translation: typeof en; backstage: typeof backstage; entries: typeof entries; jury: typeof jury; season: typeof season; results: typeof results; integrity: typeof integrity; rounds: typeof rounds; show: typeof show; content: typeof content; exports: typeof exports; 'personal-data': typeof personalData; readiness: typeof readiness };
  }
}
