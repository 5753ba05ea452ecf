import i18next, { type TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@awards/contracts';
import { timerQueryOptions, type Timer } from '@/entities/content/get-timer';
import { codeOf } from '@/lib/i18n';
import { ROUTES } from '@/lib/paths';
import { HomeShell } from './home-shell';

const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { eager: true, import: 'default' });

/** The pages that open on the home page's first screen (the auth panels open over it). */
export const SHELL_PATHS = ['/', ROUTES.Home, ROUTES.SignIn, ROUTES.SignUp, ROUTES.ForgetPassword];

/** The site's title is the deployment's (APP_TITLE): the server writes it in place of this. */
export const TITLE_PLACEHOLDER = '%APP_TITLE%';

/**
 * The timer's texts the first screen shows, with what the app shows when the content leaves one
 * blank (the hero's own fallbacks). The server writes each in place of its token. The countdown's
 * unit names come from the catalogue, in the plural form of the number shown.
 */
const TIMER_TEXTS = {
  topTitle: (t: TFunction) => t('home.hero.timerTitle'),
  description: (t: TFunction) => t('home.hero.lead'),
  subDescription: () => '',
};
type TimerText = keyof typeof TIMER_TEXTS;
const TIMER_FIELDS = Object.keys(TIMER_TEXTS) as TimerText[];
const token = (field: TimerText) => `%timer.${field}%`;

export interface TimerTextSlot {
  field: TimerText;
  token: string;
  fallback: string;
}

/** The home page's first screen in one language, as static HTML with tokens (run at build time, in Node). */
export async function renderHomeShell(locale: Locale): Promise<{ html: string; timerTexts: TimerTextSlot[] }> {
  const translation = catalogues[`../../locales/${locale}.json`];
  if (!translation) throw new Error(`No catalogue for ${locale}`);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: locale, resources: { [locale]: { translation } }, interpolation: { escapeValue: false } });

  // Tokens as the timer's texts in this language, and no end date: the countdown shows 00 until the app runs.
  const queryClient = new QueryClient();
  const timer = { endDatetime: '', translations: [{ languagesCode: codeOf(locale), ...Object.fromEntries(TIMER_FIELDS.map((field) => [field, token(field)])) }] };
  queryClient.setQueryData(timerQueryOptions().queryKey, timer as unknown as Timer);

  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={ROUTES.Home}>
          <HomeShell title={TITLE_PLACEHOLDER} />
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { html, timerTexts: TIMER_FIELDS.map((field) => ({ field, token: token(field), fallback: TIMER_TEXTS[field](i18n.t) })) };
}
