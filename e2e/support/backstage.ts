import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_CLIP } from '../../apps/server/src/seed/entries/demo-clip';
import { post, visitorAddress, type Account } from './accounts';
import { nextOneTimePassword } from './mail';

/** An organiser granted by the backstage command before the default server started (playwright.config.ts): the review journey's, or the content editor's. */
export function grantedOrganiser(width: 'desktop' | 'phone', journey: 'organiser' | 'editor' | 'exports' = 'organiser'): string {
  const email = process.env.E2E_ORGANISERS?.split(' ').find((organiser) => organiser.startsWith(`${journey}-${width}@`));
  if (!email) throw new Error('E2E_ORGANISERS is not set: run the journeys through e2e/playwright.config.ts');
  return email;
}

/** What an authenticator app shows for the key the set-up page gives (in groups of four). */
export function authenticatorCode(key: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/\s+/g, '')) }).generate();
}

/**
 * A staff member's first visit: /backstage sends them to sign in with the one-time password the
 * grant mailed (to the outbox in `dataDir`, the default server's unless named), they choose a
 * password, come back and set up two-step verification.
 */
export async function firstBackstageVisit(page: Page, email: string, dataDir?: string): Promise<void> {
  const oneTime = await nextOneTimePassword(email, 0, dataDir);
  await page.goto('/backstage');
  await page.getByRole('link', { name: 'Sign in' }).click();
  const panel = page.getByRole('dialog', { name: 'Sign in' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(oneTime);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(panel.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await panel.getByLabel('New password', { exact: true }).fill('Backstage-pass-2027');
  await panel.getByLabel('Repeat the new password').fill('Backstage-pass-2027');
  await panel.getByRole('button', { name: 'Save password' }).click();
  await setUpSecondFactor(page);
}

/**
 * The backstage's first page for a signed-in staff member without a second factor: they set up the
 * authenticator app (its key typed in, as a person who cannot scan does) and keep their recovery codes.
 */
export async function setUpSecondFactor(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add the backstage to your authenticator app' })).toBeVisible();
  const key = await page.getByLabel('Key for the authenticator app').innerText();
  await page.getByLabel('Code from the app').fill(authenticatorCode(key));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^\s*\w{4}-\w{4}\s*$/ })).toHaveCount(10);
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Open the backstage' }).click();
}

/** Opens a section from the backstage's menu: a bar on a desktop, folded behind a button on a phone. */
export async function openSection(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Backstage menu' });
  const link = page.getByRole('navigation', { name: 'Backstage sections' }).getByRole('link', { name, exact: true });
  // A page still loading its section may draw the menu closed again, under the first press or
  // just before the link is pressed: open it and press the link until the press lands.
  await expect(async () => {
    if ((await menu.isVisible()) && !(await link.isVisible())) await menu.click();
    await link.click({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The applicant's token, from an address of their own. */
const as = (applicant: Account) => ({ Authorization: `Bearer ${applicant.token}`, 'X-Forwarded-For': visitorAddress() });

/**
 * An entry sent by `applicant` through the API with the site in `language` (an Accept-Language
 * tag): with an uploaded clip (the seed's demo WebM) when `uploaded`, else a YouTube link.
 */
export async function sendEntry(baseURL: string, applicant: Account, entry: { nickname: string; language: string; uploaded?: boolean }): Promise<void> {
  const media: Record<string, string> = {};
  if (entry.uploaded) {
    const form = new FormData();
    form.append('video', new Blob([Uint8Array.from(DEMO_CLIP)], { type: 'video/webm' }), 'moment.webm');
    media.video_id = (await post<{ video_id: string }>(baseURL, '/api/v2/application/video', form, as(applicant))).video_id;
  } else {
    media.link_to_media = 'https://youtu.be/dQw4w9WgXcQ';
  }
  const body = { nickname: entry.nickname, link_to_page: `https://twitch.tv/${entry.nickname.toLowerCase()}`, ...media, nomination_id: 2, time_code: '00:12', captcha_token: 'dev', action: 'submit_application' };
  await post(baseURL, '/api/v2/application/new', body, { ...as(applicant), 'Accept-Language': entry.language });
}
