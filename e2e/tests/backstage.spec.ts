import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { allowRefusedRequests, createAccount, uniqueEmail, type Account } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { firstBackstageVisit, grantedOrganiser, openSection, sendEntry } from '../support/backstage';
import { LANGUAGES, reloadIn } from '../support/language';
import { mailsTo, plainText } from '../support/mail';
import { signIn } from '../support/session';
import { widths } from '../support/widths';

// Each journey signs two applicants up, mails five times and sets up two authenticator apps.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The newest mail to `email` whose text holds `text`, waited for. */
async function mailSaying(email: string, text: string): Promise<string> {
  let found: string | undefined;
  await expect.poll(async () => (found = (await mailsTo(email)).map(plainText).reverse().find((mail) => mail.includes(text))), { message: `a mail to ${email} saying "${text}"`, timeout: 15_000 }).toBeDefined();
  return found!;
}

/** Finds an entry in the queue by its streamer and opens it. */
async function openEntry(page: Page, nickname: string) {
  await openSection(page, 'Applications');
  await page.getByRole('searchbox', { name: 'Search' }).fill(nickname);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 application', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: nickname, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible();
}

/** The applicant's account page, in `language`, as they see it after signing in. */
async function profileOf(browser: Browser, applicant: Account, language: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, applicant);
  await reloadIn(page, language);
  await page.goto('/profile');
  return page;
}

let organiserToken: string | null = null;

for (const [width, { name, viewport }] of [['desktop', widths[1]!], ['phone', widths[0]!]] as const) {
  test(`at ${name} width (${viewport.width} px): an organiser granted by the command reviews two applications, reverses one, and a moderator cannot grant roles`, async ({ page, browser, baseURL, consoleErrors }) => {
    await page.setViewportSize(viewport);
    const suffix = randomBytes(3).toString('hex');
    const [ana, boris] = await Promise.all([createAccount(baseURL!, 'Ana Ruiz'), createAccount(baseURL!, 'Boris Orlov')]);
    const clipStar = `ClipStar${suffix}`;
    const linkStar = `LinkStar${suffix}`;
    await sendEntry(baseURL!, ana, { nickname: clipStar, language: 'es', uploaded: true });
    await sendEntry(baseURL!, boris, { nickname: linkStar, language: 'ru' });

    await test.step('signs in with the mailed one-time password and sets up two-step verification', async () => {
      await firstBackstageVisit(page, grantedOrganiser(width));
      // The backstage opens on the season overview, which counts the applications waiting past the promise too.
      await expect(page.getByRole('heading', { level: 1, name: 'Season overview' })).toBeVisible();
      await expect(page.getByText(/^\d+ applications? ha(s|ve) waited longer than 60 hours$/)).toBeVisible();
      await openSection(page, 'Applications');
      await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
      await expect(page.getByRole('link', { name: /applications? ha(s|ve) waited longer than 60 hours/ })).toBeVisible();
    });

    await test.step('plays the uploaded clip, seeking in it, and approves the application', async () => {
      await openEntry(page, clipStar);
      const video = page.locator('video');
      await expect(video).toBeVisible();
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
      await video.evaluate((element: HTMLVideoElement) => {
        element.currentTime = 3;
      });
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(3);
      // Seeking asks for the part of the file it needs.
      const part = await video.evaluate(async (element: HTMLVideoElement) => {
        const response = await fetch(element.currentSrc, { headers: { Range: 'bytes=100-199' } });
        return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
      });
      expect(part).toEqual({ status: 206, bytes: 100 });

      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText(`Approved: ${clipStar}. The applicant is being mailed.`)).toBeVisible();
      const decision = page.getByRole('region', { name: 'Decision' });
      await expect(decision.getByText('Approved', { exact: true })).toBeVisible();
    });

    await test.step('declines the other with a reason and a note', async () => {
      await openEntry(page, linkStar);
      await expect(page.getByRole('button', { name: 'Load the YouTube player' })).toBeVisible();
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.getByRole('radio', { name: 'Off topic' }).check();
      await page.getByLabel('Note to the applicant').fill('The clip shows a different stream.');
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect(page.getByText(`Declined: ${linkStar}. The applicant is being mailed.`)).toBeVisible();
    });

    await test.step('each applicant is mailed in the language of the application and sees the status', async () => {
      expect(await mailSaying(ana.email, `Hemos aprobado tu candidatura para ${clipStar}`)).toContain('«Aprobada»');
      const declined = await mailSaying(boris.email, `Мы рассмотрели вашу заявку на ${linkStar}`);
      expect(declined).toContain('Причина: момент не подходит для этой номинации.');
      expect(declined).toContain('Комментарий организаторов: The clip shows a different stream.');

      const anaProfile = await profileOf(browser, ana, 'SP');
      await expect(anaProfile.getByRole('article').filter({ hasText: clipStar })).toContainText('Aprobada');
      const borisProfile = await profileOf(browser, boris, 'RU');
      const borisEntry = borisProfile.getByRole('article').filter({ hasText: linkStar });
      await expect(borisEntry).toContainText('Отклонена');
      await expect(borisEntry).toContainText('Момент не подходит для этой номинации.');
    });

    await test.step('reverses the decline: the applicant gets a correction and sees Approved', async () => {
      await page.getByRole('button', { name: 'Change decision' }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText(`Approved: ${linkStar}. The applicant is being mailed.`)).toBeVisible();
      expect(await mailSaying(boris.email, `Мы повторно рассмотрели вашу заявку на ${linkStar}`)).toContain('теперь она одобрена');
      const borisProfile = await profileOf(browser, boris, 'RU');
      await expect(borisProfile.getByRole('article').filter({ hasText: linkStar })).toContainText('Одобрена');
    });

    const moderator = uniqueEmail('moderator');
    await test.step('grants the moderator role; the moderator finds no way to grant roles', async () => {
      await openSection(page, 'Staff');
      const grant = page.getByRole('region', { name: 'Grant a role' });
      await grant.getByLabel('Email').fill(moderator);
      await grant.getByLabel('Role').selectOption({ label: 'Moderator' });
      await grant.getByRole('button', { name: 'Grant' }).click();
      await page.getByRole('dialog', { name: 'Grant this role?' }).getByRole('button', { name: 'Grant' }).click();
      await expect(page.getByText(`${moderator} now has the role “Moderator”.`)).toBeVisible();

      const moderatorPage = await (await browser.newContext({ viewport })).newPage();
      await firstBackstageVisit(moderatorPage, moderator);
      await expect(moderatorPage.getByRole('heading', { level: 1, name: 'Season overview' })).toBeVisible();
      const menu = moderatorPage.getByRole('button', { name: 'Backstage menu' });
      if (await menu.isVisible()) await menu.click();
      const sections = moderatorPage.getByRole('navigation', { name: 'Backstage sections' });
      await expect(sections.getByRole('link', { name: 'Inbox' })).toBeVisible();
      await expect(sections.getByRole('link', { name: 'Staff' })).toHaveCount(0);
      await moderatorPage.goto('/backstage/staff');
      await expect(moderatorPage.getByText('Your role does not open this section. Choose another one from the menu.')).toBeVisible();

      const token = await moderatorPage.evaluate(() => localStorage.getItem('token'));
      const refused = await moderatorPage.evaluate(
        async ([value, email]) => {
          const response = await fetch('/api/v2/backstage/staff', { method: 'POST', headers: { Authorization: `Bearer ${value}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ email, role: 'organiser' }) });
          return { status: response.status, body: await response.json() };
        },
        [token, moderator],
      );
      expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden' } });
      allowRefusedRequests(consoleErrors, 403);
      await moderatorPage.context().close();
    });

    await test.step('the audit log lists all of it', async () => {
      await openSection(page, 'Audit log');
      const log = page.getByRole('table', { name: 'Audit log' });
      await expect(log.getByRole('row').filter({ hasText: 'Role granted' }).filter({ hasText: moderator })).toHaveCount(1);
      await expect(log.getByRole('row').filter({ hasText: 'Application decided' })).not.toHaveCount(0);
      await expect(log.getByRole('row').filter({ hasText: 'Decision reversed' })).not.toHaveCount(0);
      // The command's grant, found by who made it.
      await page.getByLabel('Who (part of the email)').fill('command-line');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(log.getByRole('row').filter({ hasText: 'Role granted' }).filter({ hasText: grantedOrganiser(width) })).toHaveCount(1);
      await expect(log.getByRole('row').filter({ hasText: 'Application decided' })).toHaveCount(0);
    });

    if (width === 'desktop') {
      await test.step('a page of 48 records reads at a glance: a line for each changed field, the whole record on demand', async () => {
        const patterns = Array.from({ length: 24 }, (_, index) => `listed${index + 1}-${suffix}@blocked.example`);
        const statuses = await page.evaluate(async (listed) => {
          const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
          const answers: number[] = [];
          for (const pattern of listed) {
            const added = await fetch('/api/v2/backstage/block-list', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ pattern }) });
            const { id } = (await added.json()) as { id: number };
            answers.push(added.status, (await fetch(`/api/v2/backstage/block-list/${id}`, { method: 'DELETE', headers })).status);
          }
          return answers;
        }, patterns);
        expect(statuses.every((status) => status < 300)).toBe(true);

        await page.getByLabel('Action').selectOption({ label: 'Block list: all actions' });
        await page.getByLabel('Who (part of the email)').fill(grantedOrganiser(width));
        await page.getByRole('button', { name: 'Apply' }).click();
        const log = page.getByRole('table', { name: 'Audit log' });
        await expect(log.getByRole('row')).toHaveCount(49);
        expect((await log.boundingBox())!.height, 'the page of 48 records, in pixels').toBeLessThan(4_000);

        const removal = log.getByRole('row').filter({ hasText: 'Removed from the block list' }).filter({ hasText: patterns[0]! });
        await expect(removal.getByRole('listitem')).toHaveText([`Pattern: ${patterns[0]}`]);
        await expect(removal.getByText('"pattern"')).toBeHidden();
        await removal.getByText('Show full record').click();
        await expect(removal.getByText(`"pattern": "${patterns[0]}"`)).toBeVisible();
      });
    }

    if (width === 'desktop') organiserToken = await page.evaluate(() => localStorage.getItem('token'));
  });
}

/** Every backstage page in English and Russian (the longest texts); the review pages in all four languages. */
const AXE_PAGES: Record<string, readonly string[]> = {
  EN: ['/backstage/entries', '/backstage/block-list', '/backstage/inbox', '/backstage/audit', '/backstage/staff'],
  RU: ['/backstage/entries', '/backstage/block-list', '/backstage/inbox', '/backstage/audit', '/backstage/staff'],
  SP: ['/backstage/entries'],
  PT: ['/backstage/entries'],
};

for (const language of LANGUAGES) {
  test(`the backstage has no axe violations in ${language}`, async ({ page }) => {
    expect(organiserToken, 'the desktop journey’s organiser, signed in').toBeTruthy();
    await page.setViewportSize(widths[1]!.viewport);
    await page.goto('/home');
    await page.evaluate(([token, code]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('lastLanguageCode', code!);
    }, [organiserToken, language]);
    for (const route of AXE_PAGES[language]!) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page, `${route} in ${language}`);
    }
    await page.goto('/backstage/entries');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('region', { name: /^(Decision|Decisión|Решение|Decisão)$/ })).toBeVisible();
    await expectNoAxeViolations(page, `an application in ${language}`);
  });
}
