import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { apiOf, openShortlistBeforeTheShow, signInOrganiser, startTheShow, type VotingPage } from '../support/organiser-api';
import { desktop, phone } from '../support/widths';

/**
 * The readiness journey's own server (playwright.config.ts), seeded with the longlist open: this
 * journey seals the shortlist and reveals part of it live, which cannot be undone, so it runs
 * nowhere else.
 */
const readinessURL = process.env.E2E_READINESS_URL!;
const dataDir = process.env.E2E_READINESS_DATA_DIR!;
const organiserEmail = process.env.E2E_READINESS_ORGANISER!;

const api = apiOf(readinessURL);

interface ControlRoom {
  running_order: { nomination_id: number; revealed_at: string | null; held_back: boolean }[];
}

/** A page of the readiness server, the organiser signed in with the backstage token, in `language`. */
async function backstagePage(page: Page, token: string, language: string) {
  await page.addInitScript(
    ([stored, code]) => {
      localStorage.setItem('token', stored!);
      localStorage.setItem('lastLanguageCode', code!);
    },
    [token, language],
  );
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

test.use({ baseURL: readinessURL, viewport: desktop.viewport });

test('the overview lists an unscored judge, a nomination without votes and a judge who voted; sealing and a live reveal name them; a held-back nomination is not revealed by “Reveal next”', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const token = await signInOrganiser(api, organiserEmail, dataDir);

  // The shortlist is open and revealed in a live show an hour away, in the running order A, B, C.
  const schedule = await openShortlistBeforeTheShow(api, token);
  const { longlist, shortlist } = schedule;
  // The schedule seals the longlist, past its reveal, within a minute; the organiser does not wait for it.
  const sealing = await fetch(new URL(`/api/v2/backstage/rounds/${longlist.id}/seal`, readinessURL), { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect([200, 409]).toContain(sealing.status);
  const order = (await api<ControlRoom>('GET', '/api/v2/backstage/show', { token })).running_order.map((row) => row.nomination_id);
  const [a, b, c] = order as [number, number, number];
  await api('PUT', '/api/v2/backstage/show/running-order', { token, body: { nomination_ids: order } });
  const titles = new Map<number, string>();
  for (const id of [a, b, c]) titles.set(id, (await api<VotingPage>('GET', `/api/v2/voting/${id}`)).nomination.title);
  const [titleA, titleB, titleC] = [titles.get(a)!, titles.get(b)!, titles.get(c)!];

  // A judge scores A and C, and votes in A as a viewer would; a viewer votes in A and in C; nobody votes in B.
  const judge = await createAccount(readinessURL, 'Victor Voter', dataDir);
  await api('POST', '/api/v2/backstage/staff', { token, body: { email: judge.email, role: 'judge' } });
  const jury = await api<{ judges: { user_id: number; email: string }[] }>('GET', '/api/v2/backstage/jury', { token });
  const judgeId = jury.judges.find((entry) => entry.email === judge.email)!.user_id;
  // The seeded demo jury steps aside, so that Victor is the one judge the checks name.
  for (const demo of jury.judges.filter((entry) => entry.user_id !== judgeId)) {
    await api('PUT', `/api/v2/backstage/jury/${demo.user_id}`, { token, body: { jury_member_id: null, assignments: [] } });
  }
  await api('PUT', `/api/v2/backstage/jury/${judgeId}`, { token, body: { jury_member_id: null, assignments: [a, c].map((nominationId) => ({ round_id: shortlist.id, nomination_id: nominationId })) } });
  const viewer = await createAccount(readinessURL, 'Vera Viewer', dataDir);
  for (const [voter, nominationId] of [
    [judge, a],
    [viewer, a],
    [viewer, c],
  ] as const) {
    const [nominee] = (await api<VotingPage>('GET', `/api/v2/voting/${nominationId}`)).nominees;
    await api('POST', `/api/v2/voting/${nominationId}/vote`, { token: voter.token, body: { nominee_id: nominee!.id, captcha_token: 'dev', action: 'vote' } });
  }

  const errors = await backstagePage(page, token, 'EN');
  await test.step('the overview lists the judge who has not scored, the judge who voted, and the nomination nobody voted in', async () => {
    await page.goto('/backstage');
    await expect(page.getByRole('heading', { level: 1, name: 'Season overview' })).toBeVisible();
    await expect(page.getByText('Voting: Shortlist')).toBeVisible();
    const checklist = page.getByRole('region', { name: 'Before the next step' });
    await expect(checklist.getByRole('link', { name: `Shortlist: ${titleA} · Victor Voter · 0 of 4 scored` })).toHaveAttribute('href', '/backstage/jury');
    await expect(checklist.getByRole('link', { name: `Shortlist: ${titleA} · Victor Voter`, exact: true })).toHaveAttribute('href', '/backstage/jury');
    await expect(checklist.getByRole('link', { name: `Shortlist: ${titleB}`, exact: true })).toHaveAttribute('href', '/backstage/show');
    await expect(checklist.getByText('1 judge voted in a nomination they score, without declaring a conflict')).toBeVisible();
    await expectNoAxeViolations(page, 'the season overview');

    // An organiser on a phone reads the same in Spanish.
    const phoneContext = await browser.newContext({ baseURL: readinessURL, viewport: phone.viewport });
    const phonePage = await phoneContext.newPage();
    const phoneErrors = await backstagePage(phonePage, token, 'SP');
    await phonePage.goto('/backstage');
    await expect(phonePage.getByRole('heading', { level: 1, name: 'Resumen de la temporada' })).toBeVisible();
    const inSpanish = (await api<VotingPage>('GET', `/api/v2/voting/${a}`, { language: 'SP' })).nomination.title;
    await expect(phonePage.getByRole('link', { name: `Lista corta: ${inSpanish} · Victor Voter`, exact: true })).toBeVisible();
    expect(phoneErrors).toEqual([]);
    await phoneContext.close();
  });

  await test.step('sealing the closed shortlist names them in its confirmation, and goes ahead when asked', async () => {
    await startTheShow(api, token, schedule);
    await page.goto('/backstage/results');
    const part = page.getByRole('region', { name: /^Voting round 2: Shortlist/ });
    await part.getByRole('button', { name: 'Seal results' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seal the results of voting round 2 (Shortlist)?' });
    const found = dialog.getByRole('region', { name: /Found before this step/ });
    await expect(found.getByRole('link', { name: `Shortlist: ${titleA} · Victor Voter · 0 of 4 scored` })).toBeVisible();
    await expect(found.getByRole('link', { name: `Shortlist: ${titleA} · Victor Voter`, exact: true })).toBeVisible();
    await expect(found.getByRole('link', { name: `Shortlist: ${titleB}`, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the sealing confirmation with the problems found');
    await dialog.getByRole('button', { name: 'Seal results' }).click();
    await expect(page.getByText('The results of voting round 2 (Shortlist) are sealed.')).toBeVisible();
  });

  await test.step('a live reveal names them too; B, with neither votes nor scores, is held back and “Reveal next” passes over it', async () => {
    await page.goto('/backstage/show');
    const rowB = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: titleB }) });
    await expect(rowB.getByText('Held back: no votes or jury scores')).toBeVisible();
    await expect(rowB.getByRole('button', { name: `Reveal this nomination: ${titleB}` })).toBeDisabled();

    await page.getByRole('button', { name: `Reveal next: ${titleA}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reveal ${titleA}?` });
    await expect(dialog.getByRole('link', { name: `Shortlist: ${titleA} · Victor Voter · 0 of 4 scored` })).toBeVisible();
    await expect(dialog.getByRole('link', { name: `Shortlist: ${titleA} · Victor Voter`, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Reveal' }).click();
    await expect(page.getByText(`${titleA} is revealed: every visitor sees it now.`)).toBeVisible();

    // Next is C: B waits where it stands.
    await page.getByRole('button', { name: `Reveal next: ${titleC}` }).click();
    await page.getByRole('dialog', { name: `Reveal ${titleC}?` }).getByRole('button', { name: 'Reveal' }).click();
    await expect(page.getByText(`${titleC} is revealed: every visitor sees it now.`)).toBeVisible();
    await expect(rowB.getByText('Held back: no votes or jury scores')).toBeVisible();
    const room = await api<ControlRoom>('GET', '/api/v2/backstage/show', { token });
    expect(room.running_order.slice(0, 3).map((row) => [row.nomination_id, row.revealed_at !== null, row.held_back])).toEqual([
      [a, true, false],
      [b, false, true],
      [c, true, false],
    ]);
    expect(errors).toEqual([]);
  });
});
