import { expect, test } from '../fixtures';
import { scrollIntoView, scrollToAnchor } from '../support/home-page';
import { widths } from '../support/widths';

for (const { name, viewport } of widths) {
  test.describe(`home sections at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('the slideshow has the 11 nominations, explore-more after the fifth and guess-legend last; Apply opens that form', async ({ page }) => {
        await page.goto('/home');
        const carousel = page.getByRole('region', { name: 'Nomination cards' });
        await scrollIntoView(carousel);
        const slides = carousel.getByRole('group');
        await expect(slides).toHaveCount(13);
        await expect(slides.nth(0)).toContainText('Most hilarious reaction');
        await expect(slides.nth(5)).toContainText('Explore all nominations');
        await expect(slides.nth(12)).toContainText('Guess the legend');
        await expect(slides.nth(12).getByRole('link', { name: 'Play the game' })).toHaveAttribute('href', '/loty');
        await expect(carousel.getByRole('button', { name: /^Apply to/ })).toHaveCount(11);
        await expect(carousel.getByRole('img', { name: 'Artwork of the “Most hilarious reaction” nomination' })).toHaveAttribute('width', '800');

        // The carousel takes over once in view: its arrows move one card on, at once for a visitor
        // who asks for less motion (a glide of about 500 ms would show a place between the two).
        const track = carousel.locator('.slideshow__track');
        const trackPlace = () => track.evaluate((element) => getComputedStyle(element).transform);
        const before = await trackPlace();
        await carousel.getByRole('button', { name: 'Next card' }).click();
        await expect.poll(trackPlace).not.toBe(before);
        const after = await trackPlace();
        await page.waitForTimeout(600);
        expect(await trackPlace()).toBe(after);
        const apply = carousel.getByRole('button', { name: 'Apply to “The brightest reaction”' });
        await expect(apply).toBeInViewport();
        await apply.click();
        await expect(page).toHaveURL(/\/application-form\/2$/);
      });

      test('the nominations section lists all 11, and its title shows and hides it', async ({ page }) => {
        await page.goto('/home');
        await scrollToAnchor(page, 'nominations');
        const section = page.getByRole('region', { name: 'Nominations', exact: true });
        const panel = section.getByRole('tabpanel');
        await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(11);
        await expect(panel).toContainText('Wildest stream moment');

        const toggle = section.getByRole('button', { name: 'Nominations' });
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(panel).toBeHidden();
        await toggle.click();
        await expect(panel).toBeVisible();

        if (viewport.width >= 1280) {
          await expect(section.getByRole('tab')).toHaveText(['Main awards'], { useInnerText: true, ignoreCase: true });
        } else {
          await expect(section.getByRole('tab')).toHaveText(['Nominations', 'Legends of the Year'], { useInnerText: true, ignoreCase: true });
          const loaded = page.waitForResponse((response) => response.url().endsWith('/api/v2/loty/'));
          await section.getByRole('tab', { name: 'Legends of the Year' }).click();
          await loaded;
          await expect(section.getByRole('tabpanel')).toContainText('Comeback of the year');
          // Each Legends category reads as its title, then its text below it.
          const block = section.getByRole('tabpanel').getByRole('listitem').first();
          const title = (await block.getByRole('heading', { level: 3 }).boundingBox())!;
          const text = (await block.getByRole('paragraph').boundingBox())!;
          expect(text.y).toBeGreaterThanOrEqual(title.y + title.height);
        }
      });
    });

    test('the nominations section has this screen’s tabs as the server draws it, before any script runs', async ({ browser }) => {
      const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await withoutScript.newPage();
      await page.goto('/home');
      const tabs = page.getByRole('region', { name: 'Nominations', exact: true }).getByRole('tab');
      await expect(tabs).toHaveText(viewport.width >= 1280 ? ['Main awards'] : ['Nominations', 'Legends of the Year'], { useInnerText: true, ignoreCase: true });
      await withoutScript.close();
    });

    test("the winners block shows last edition's winners", async ({ page }) => {
      await page.goto('/home');
      await scrollToAnchor(page, 'winners');
      const winners = page.getByRole('region', { name: 'Winners' });
      await expect(winners).toContainText('Winners of the 2025 edition');
      await expect(winners.getByRole('listitem')).toHaveCount(11);
      await expect(winners.getByRole('listitem').first()).toContainText('Most hilarious reaction');
      await expect(winners.getByRole('link', { name: /GiggleGrenade/ })).toHaveAttribute('href', 'https://twitch.example/gigglegrenade');
      await expect(winners.getByRole('img', { name: 'Photo of GiggleGrenade' })).toBeVisible();
    });

    test('opening /home#contact directly lands on the contact section while slow content fills the page above it', async ({ page }) => {
      await page.route('**/content/items/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto('/home#contact');
      // The FAQ is one of the slow sections above: once it is in, the page has grown under the scroll.
      await expect(page.locator('#faq')).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Contact us' })).toBeInViewport();
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('contact')!.getBoundingClientRect().top))).toBeLessThanOrEqual(100);
    });

    test('arriving with the redirect flag clears the query and scrolls to the section under the header', async ({ page }) => {
      await page.goto('/home?redirect=true#contact');
      await expect(page).toHaveURL(/\/home#contact$/);
      const contact = page.getByRole('region', { name: 'Contact us' });
      await expect(contact).toBeInViewport();
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('contact')!.getBoundingClientRect().top))).toBeLessThanOrEqual(100);
    });
  });
}

test('the slideshow advances by itself every 2 seconds on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: 'Nomination cards' });
  await scrollIntoView(carousel);
  await expect(carousel.getByRole('button', { name: 'Next card' })).toBeVisible();
  const first = carousel.getByRole('button', { name: 'Apply to “Most hilarious reaction”' });
  await expect(first).toBeInViewport();
  await expect(carousel.getByRole('button', { name: 'Apply to “The brightest reaction”' })).toBeInViewport({ timeout: 4000 });
});

/** The server seeded with SEED_SCENARIO=voting (playwright.config.ts): the longlist is open. */
test.describe('while a voting round is open', () => {
  test.use({ baseURL: process.env.E2E_VOTING_URL });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`home says 'Voting period started' once per session, and 'Vote now' opens the first nomination's vote (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/home');
      const popup = page.getByRole('dialog', { name: 'Voting period started' });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: 'Vote now' }).click();
      await expect(page).toHaveURL(/\/voting\/1$/);
      // Its own session key: the 'Sign-in required to vote' popup's key stays untouched.
      expect(await page.evaluate(() => sessionStorage.getItem('voting-modal-was-displayed'))).toBeNull();

      // The page comes drawn with the open round in it: once the app has it and its code is in, the notice would be up.
      await page.goto('/home', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(popup).toHaveCount(0);
    });
  }
});
