import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { allowRefusedRequests } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { firstBackstageVisit, grantedOrganiser, openSection } from '../support/backstage';
import { readWholeHomePage, scrollToAnchor } from '../support/home-page';
import { reloadIn } from '../support/language';
import { widths } from '../support/widths';

// Each journey sets up an authenticator app, publishes twice and restores once.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** How soon every open page must show a publish. */
const PUBLISHED_WITHIN_MS = 2_000;
const FAQ_QUESTION = 'Who can submit an application?';

/** A picture of one colour, in a format the editor takes. */
const picture = (colour: string, width: number, height: number) => sharp({ create: { width, height, channels: 4, background: colour } }).png().toBuffer();

/** A visitor's home page in Russian, in a browser of its own, scrolled until every section is drawn. */
async function russianVisitor(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto('/home');
  await reloadIn(page, 'RU');
  // A section taken over on approach is drawn anew: an element found in it before then goes away.
  await readWholeHomePage(page);
  await expect(page.locator('#faq')).toContainText('Кто может подать заявку?');
  return page;
}

/** Opens an item of a collection from the content's overview. */
async function openItem(page: Page, collection: string, item: string) {
  await openSection(page, 'Content');
  await page.getByRole('link', { name: collection, exact: true }).first().click();
  await page.getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

/** A text of the item open in the editor, in one language (its code as the editor shows it: ES for Spanish). */
const textOf = (page: Page, field: string, code: 'EN' | 'ES' | 'RU' | 'PT', language: string) => page.getByRole('group', { name: field, exact: true }).getByLabel(`${code} ${language}`);

/**
 * Saves the item open in the editor. It waits for the save's own answer: the notice of the item's
 * previous save can still be on screen, and a publish sent before this save lands would miss it.
 */
async function saveDraft(page: Page) {
  const saved = page.waitForResponse((response) => /\/api\/v2\/backstage\/content\/collections\/[^/]+\/items/.test(response.url()) && ['POST', 'PUT'].includes(response.request().method()) && response.ok());
  await page.getByRole('button', { name: /^(Save draft|Add to the draft)$/ }).click();
  await saved;
  await expect(page.getByRole('status').filter({ hasText: /(Saved in|Added to) the draft/ })).toBeVisible();
}

/**
 * Publishes the draft. The dialog's first drawing already lists the changes, `summary` among them:
 * the text it held when it came into the page is kept, since a wait for it would hide a
 * "Loading…" that is soon gone.
 */
async function publish(page: Page, summary: string) {
  await page.evaluate(() => {
    const seen = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog) return;
      document.body.dataset.firstDialogText = dialog.textContent ?? '';
      seen.disconnect();
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('region', { name: 'Publishing' }).getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish these changes?' });
  await expect(dialog).toBeVisible();
  const first = await page.evaluate(() => document.body.dataset.firstDialogText);
  expect(first).toContain(summary);
  expect(first).not.toContain('Loading…');
  await dialog.getByRole('button', { name: 'Publish' }).click();
}

/**
 * The editor's fields at this width: side by side only where a column holds a question of some
 * 30 letters whole (or stacked, each as wide as its text's box), and a field brought into view
 * shows whole above the bar of actions stuck at the bottom of the window.
 */
async function expectRoomyFields(page: Page, desktop: boolean) {
  const question = page.getByRole('group', { name: 'Question', exact: true });
  const english = textOf(page, 'Question', 'EN', 'English');
  const [input, box] = await Promise.all([english.boundingBox(), question.boundingBox()]);
  expect(input!.width, 'the English question is as wide as its column').toBeGreaterThanOrEqual(desktop ? box!.width * 0.45 : box!.width * 0.85);
  if (desktop) expect(await english.evaluate((field: HTMLInputElement) => field.scrollWidth <= field.clientWidth), 'the English question shows whole').toBe(true);

  const last = textOf(page, 'Answer', 'PT', 'Portuguese');
  await page.evaluate(() => window.scrollTo(0, 0));
  await last.evaluate((field) => field.scrollIntoView({ block: 'nearest' }));
  const bar = page.getByRole('button', { name: 'Save draft' }).locator('xpath=..');
  const [field, actions] = await Promise.all([last.boundingBox(), bar.boundingBox()]);
  expect(field!.y + field!.height, 'the Portuguese answer ends above the bar of actions').toBeLessThanOrEqual(actions!.y);
}

for (const { name, viewport } of [widths[1]!, widths[0]!]) {
  test(`at ${name} width (${viewport.width} px): an organiser edits the site in four languages, publishes, and restores the earlier version`, async ({ page, browser, consoleErrors }) => {
    await page.setViewportSize(viewport);
    const width = name === 'desktop' ? 'desktop' : 'phone';
    const suffix = randomBytes(3).toString('hex');
    const answer = `Любой зритель старше 18 лет (${suffix}).`;
    const visitor = await russianVisitor(browser, viewport);
    const oldLogo = await visitor.locator('#partners img').first().getAttribute('src');

    await test.step('signs in to the backstage and finds the content complete in the four languages', async () => {
      await firstBackstageVisit(page, grantedOrganiser(width, 'editor'));
      await openSection(page, 'Content');
      await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
      await expect(page.getByText('Every text is there in the four languages.')).toBeVisible();
      await expectNoAxeViolations(page, 'the content overview');
    });

    await test.step('rewrites an FAQ answer in Russian; hostile rich text is refused and nothing is lost', async () => {
      await openItem(page, 'FAQ', FAQ_QUESTION);
      await expectRoomyFields(page, width === 'desktop');
      const russian = textOf(page, 'Answer', 'RU', 'Russian');
      await russian.fill('Привет <img src=x onerror=alert(1)> [клик](javascript:alert(1))');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Only headings, paragraphs, lists, links, bold and italic are allowed here', { exact: false }).first()).toBeVisible();
      allowRefusedRequests(consoleErrors, 400);
      await expect(russian).toHaveValue(/onerror/);
      await russian.fill(answer);
      await saveDraft(page);
      await expectNoAxeViolations(page, 'the FAQ item editor');
    });

    await test.step('uploads a new partner logo and a nomination picture; a disguised file is refused', async () => {
      await openItem(page, 'Partners', 'Orbitcast');
      const logo = page.getByLabel('Logo', { exact: true });
      await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
      await expect(page.getByText('An image must be a PNG, JPEG, WebP or AVIF file.', { exact: false })).toBeVisible();
      allowRefusedRequests(consoleErrors, 415);
      await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture('#22cc88', 600, 200) });
      await expect(page.getByRole('img', { name: 'Logo: the new picture' })).toBeVisible();
      await saveDraft(page);

      await openItem(page, 'Nominations', 'Most hilarious reaction');
      await page.getByLabel('Picture, new style', { exact: true }).setInputFiles({ name: 'moment.png', mimeType: 'image/png', buffer: await picture('#cc2288', 1600, 900) });
      await expect(page.getByRole('img', { name: 'Picture, new style: the new picture' })).toBeVisible();
      await saveDraft(page);
    });

    const streamer = `Nova${suffix}`;
    const blockTitle = `Возвращение года (${suffix})`;
    await test.step('renames a Legends streamer, and retitles its block in Russian', async () => {
      await openItem(page, 'Legends streamers', 'MidnightNova');
      await expect(page.getByLabel('Block number', { exact: true })).toHaveValue('1');
      await page.getByLabel('Nickname', { exact: true }).fill(streamer);
      await saveDraft(page);
      await openItem(page, 'Legends blocks', 'Comeback of the year');
      await textOf(page, 'Title', 'RU', 'Russian').fill(blockTitle);
      await saveDraft(page);
    });

    await test.step('previews the draft on the site itself', async () => {
      const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Preview/ }).click()]);
      await preview.waitForLoadState();
      await reloadIn(preview, 'RU');
      await expect(preview.getByRole('status').filter({ hasText: /черновик|Предпросмотр|неопубликован/i })).toBeVisible();
      await scrollToAnchor(preview, 'faq');
      await expect(preview.locator('#faq')).toContainText(answer);
      await preview.goto('/loty');
      await expect(preview.getByRole('heading', { level: 2, name: blockTitle })).toBeVisible();
      await expect(preview.getByText(streamer, { exact: true })).toBeVisible();
      await preview.close();
      // The visitor still sees the published answer.
      await expect(visitor.locator('#faq')).not.toContainText(answer);
    });

    await test.step('adds a question without its Portuguese texts: the publish is refused with the list, then completed', async () => {
      await openSection(page, 'Content');
      await page.getByRole('link', { name: 'FAQ', exact: true }).first().click();
      await page.getByRole('link', { name: 'Add an item' }).or(page.getByRole('button', { name: 'Add an item' })).click();
      const question = `Can I vote twice? ${suffix}`;
      for (const [code, language, q, a] of [
        ['EN', 'English', question, 'No: one vote per nomination.'],
        ['ES', 'Spanish', '¿Puedo votar dos veces?', 'No: un voto por categoría.'],
        ['RU', 'Russian', 'Можно голосовать дважды?', 'Нет: один голос в номинации.'],
      ] as const) {
        await textOf(page, 'Question', code, language).fill(q);
        await textOf(page, 'Answer', code, language).fill(a);
      }
      await saveDraft(page);

      await publish(page, answer);
      const refusal = page.getByRole('region', { name: 'Publishing' });
      await expect(refusal.getByText(/Not published: 2 texts are missing/)).toBeVisible();
      allowRefusedRequests(consoleErrors, 409);
      await expect(refusal.getByRole('link', { name: /Portuguese/ })).toHaveCount(2);
      await refusal.getByRole('link', { name: /Portuguese/ }).first().click();
      await textOf(page, 'Question', 'PT', 'Portuguese').fill('Posso votar duas vezes?');
      await textOf(page, 'Answer', 'PT', 'Portuguese').fill('Não: um voto por categoria.');
      await saveDraft(page);
    });

    await test.step('publishes: an open page in Russian shows the new answer and logo within 2 seconds', async () => {
      // The clock starts when the publish is answered: a busy machine may take a while to answer it.
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/v2/backstage/content/publish') && response.ok());
      await publish(page, answer);
      await answered;
      const published = Date.now();
      await expect(page.getByText(/Published as version \d+/)).toBeVisible();
      await expect(visitor.locator('#faq')).toContainText(answer, { timeout: PUBLISHED_WITHIN_MS });
      await expect(visitor.locator('#partners img').first()).not.toHaveAttribute('src', oldLogo!, { timeout: PUBLISHED_WITHIN_MS });
      expect(Date.now() - published).toBeLessThan(PUBLISHED_WITHIN_MS + 500);
      await expect(visitor.locator('#faq')).toContainText('Можно голосовать дважды?');
      const legends = await visitor.context().newPage();
      await legends.goto('/loty');
      await expect(legends.getByRole('heading', { level: 2, name: blockTitle })).toBeVisible();
      await expect(legends.getByText(streamer, { exact: true })).toBeVisible();
      await legends.close();
    });

    await test.step('restores the version before: the open page follows', async () => {
      await page.getByRole('link', { name: 'Versions' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Versions' })).toBeVisible();
      await expectNoAxeViolations(page, 'the versions page');
      const rows = page.getByRole('table', { name: 'Published versions' }).getByRole('row');
      // Newest first: the publish, then the version before it.
      await rows.nth(2).getByRole('link').first().click();
      await page.getByRole('button', { name: 'Restore this version' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByText(/is published again as version \d+/)).toBeVisible();
      await expect(visitor.locator('#faq')).not.toContainText(answer, { timeout: PUBLISHED_WITHIN_MS });
      await expect(visitor.locator('#faq')).not.toContainText('Можно голосовать дважды?');
      await expect(visitor.locator('#partners img').first()).toHaveAttribute('src', oldLogo!, { timeout: PUBLISHED_WITHIN_MS });
      await visitor.goto('/loty');
      await expect(visitor.getByRole('heading', { level: 2, name: 'Возвращение года' })).toBeVisible();
      await expect(visitor.getByText('MidnightNova', { exact: true })).toBeVisible();
    });

    await test.step('the audit log shows every step', async () => {
      await openSection(page, 'Audit log');
      for (const action of ['Content edited', 'Image uploaded', 'Content item added', 'Content published', 'Earlier version restored']) {
        await expect(page.getByRole('cell', { name: action }).first()).toBeVisible();
      }
    });
    await visitor.context().close();
  });
}
