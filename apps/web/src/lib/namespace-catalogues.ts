import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/**
 * The catalogues of the parts of the app that load apart from the site (the backstage): one folder
 * per i18next namespace under locales/, one chunk per namespace and language. The site's own
 * catalogues (locales/*.json, lib/i18n.ts) are a glob of their own, so none of these reach them.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const FOLDER = /^\.\.\/locales\/([\w-]+)\/[\w-]+\.json$/;

/** Every namespace there is a folder for. */
export const NAMESPACES: readonly string[] = [...new Set(Object.keys(catalogues).map((path) => FOLDER.exec(path)?.[1]).filter((name) => name !== undefined))];

const loaded = (locale: string, namespaces: readonly string[]) => namespaces.every((namespace) => i18n.hasResourceBundle(locale, namespace));

/** Adds the namespaces' catalogues in `locale` to i18next, those not added yet. */
export async function loadNamespaces(locale: string, namespaces: readonly string[] = NAMESPACES): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18n.hasResourceBundle(locale, namespace)) return;
      const load = catalogues[`../locales/${namespace}/${locale}.json`];
      if (!load) throw new Error(`No ${namespace} catalogue for ${locale}`);
      i18n.addResourceBundle(locale, namespace, await load());
    }),
  );
}

export type NamespacesState = 'loading' | 'ready' | 'failed';

/**
 * Loads the namespaces in the language shown, and again after each switch of language (i18next
 * changes language with only the site's catalogue in hand). `ready` once every one is in;
 * `failed` when a chunk would not load (a lost connection), until `retry`.
 */
export function useNamespaces(namespaces: readonly string[] = NAMESPACES): { state: NamespacesState; retry: () => void } {
  const { i18n: instance } = useTranslation();
  const locale = instance.language;
  // The outcome of the last load, for the language it was for; a render in another language reads as loading.
  const [outcome, setOutcome] = useState<{ locale: string; failed: boolean; attempt: number }>({ locale, failed: false, attempt: 0 });
  const ready = loaded(locale, namespaces);
  const attempt = outcome.attempt;

  useEffect(() => {
    if (loaded(locale, namespaces)) return;
    let current = true;
    loadNamespaces(locale, namespaces).then(
      () => current && setOutcome({ locale, failed: false, attempt }),
      () => current && setOutcome({ locale, failed: true, attempt }),
    );
    return () => {
      current = false;
    };
  }, [locale, namespaces, attempt]);

  const state: NamespacesState = ready ? 'ready' : outcome.locale === locale && outcome.failed ? 'failed' : 'loading';
  return { state, retry: () => setOutcome({ locale, failed: false, attempt: attempt + 1 }) };
}
