import 'i18next';
import type en from '../locales/en.json';
import type backstage from '../locales/backstage/en.json';
import type review from '../locales/review/en.json';

// Keys are checked at compile time against the English catalogue; a test keeps the others equal.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // A namespace (locales/<namespace>/) loads apart, through lib/namespace-catalogues.ts.
    resources: { translation: typeof en; backstage: typeof backstage; review: typeof review };
  }
}
