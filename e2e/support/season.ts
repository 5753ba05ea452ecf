import { expect, type Page } from '@playwright/test';
import { visitorAddress, type Account } from './accounts';
import { openSection } from './backstage';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** The start of the minute `time` falls in: the Season page takes times to the minute. */
export const wholeMinute = (time: number) => Math.floor(time / MINUTE) * MINUTE;

/** A field of the Season page: the part it stands in (by its heading) and its label. */
export interface SeasonChange {
  part: string | RegExp;
  field: 'Start' | 'End' | 'Reveal';
  at: number;
}

/** A time as the Season page's inputs take it in English: "02/27/2027, 04:00 PM", here in UTC. */
const typedInEnglish = new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/**
 * Opens the Season page, types new dates, saves, and waits for the page to say that the public
 * pages follow. The browser must run in UTC (`timezoneId`), the zone the times are typed in here,
 * and show the site in English, the language they are typed in.
 */
export async function saveSeason(page: Page, changes: SeasonChange[]): Promise<void> {
  await openSection(page, 'Season');
  for (const { part, field, at } of changes) {
    await page.getByRole('group', { name: part }).getByLabel(field, { exact: true }).fill(typedInEnglish.format(at));
  }
  await page.getByRole('button', { name: 'Save the season' }).click();
  await expect(page.getByText('The season is saved. The public pages show the new dates now.')).toBeVisible();
}

interface VotingNominee {
  id: number;
  nickname: string;
}

/** The nominees a nomination's voting page lists now, by nickname. */
export async function nomineesOf(baseURL: string, nominationId: number): Promise<Map<string, number>> {
  const response = await fetch(new URL(`/api/v2/voting/${nominationId}`, baseURL));
  expect(response.ok).toBe(true);
  const { nominees } = (await response.json()) as { nominees: VotingNominee[] };
  return new Map(nominees.map((nominee) => [nominee.nickname, nominee.id]));
}

/** `voter` votes in a nomination's open round through the API, from an address of their own. */
export async function vote(baseURL: string, voter: Account, nominationId: number, nomineeId: number): Promise<void> {
  const response = await fetch(new URL(`/api/v2/voting/${nominationId}/vote`, baseURL), {
    method: 'POST',
    headers: { Authorization: `Bearer ${voter.token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify({ nominee_id: nomineeId, captcha_token: 'dev', action: 'vote' }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}
