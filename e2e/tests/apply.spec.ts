import { expect, test } from '../fixtures';
import { actAsNewVisitor } from '../support/accounts';
import { browserToday, sharedAccount, signIn } from '../support/session';
import { desktop, phone } from '../support/widths';
import { isoVideo } from '../../apps/server/test/video-fixtures';
import { sidewaysOverflow } from '../support/layout';

const widths = [
  { ...phone, nominationId: 3, title: 'Coolest background' },
  { ...desktop, nominationId: 7, title: 'Best female streamer' },
];

for (const { name, viewport, nominationId, title } of widths) {
  test.describe(`applying at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a guest pressing Apply in the header is sent to sign in, with pendingApplyRedirect kept', async ({ page }) => {
      await page.goto('/home');
      await page.getByRole('banner').getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('pendingApplyRedirect'))).toBe('true');
    });

    test('a guest sending the form is asked to sign in, nothing is sent, and signing in comes back to the form', async ({ page, context, baseURL }) => {
      await actAsNewVisitor(context);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v2/application/')) sent.push(request.url());
      });
      await page.goto(`/application-form/${nominationId}`);
      await expect(page).toHaveTitle('Awards | Application');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Sign in to apply: your name and email come from your account.')).toBeVisible();

      await page.getByRole('button', { name: 'Send application' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Sign-in required' });
      await expect(notice).toContainText('Please sign in or sign up to submit your application.');
      expect(await page.evaluate(() => localStorage.getItem('pendingNominationId'))).toBe(String(nominationId));
      expect(sent).toEqual([]);

      await notice.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      // Signing in comes back to this nomination's form, now with the applicant filled in.
      const account = await sharedAccount(baseURL!, 'Ana Lima');
      const panel = page.getByRole('dialog', { name: 'Sign in' });
      await panel.getByLabel('Email').fill(account.email);
      await panel.getByLabel('Password', { exact: true }).fill(account.password);
      await panel.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(new RegExp(`/application-form/${nominationId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByLabel('Your email')).toHaveValue(account.email);
    });

    test('an invalid form shows its errors, and the media must be a link or a video, not both', async ({ page, baseURL }) => {
      await signIn(page, await sharedAccount(baseURL!, 'Ana Lima'));
      await page.goto(`/application-form/${nominationId}`);
      const send = page.getByRole('button', { name: 'Send application' });
      await send.click();
      await expect(page.getByLabel("Streamer's nickname")).toBeFocused();
      await expect(page.getByText('This field is required')).toHaveCount(2);
      await expect(page.getByText('Upload a video or attach a link to one')).toBeVisible();
      await expect(page.getByText('You must accept the privacy policy')).toBeVisible();
      await expect(send).toBeDisabled();

      await page.getByLabel('Link to the video').fill('https://clips.example.com/moment');
      await expect(page.getByText('Upload a video or attach a link to one')).toHaveCount(0);
      await page.locator('input[type=file]').setInputFiles({ name: 'moment.mp4', mimeType: 'video/mp4', buffer: isoVideo() });
      await expect(page.getByText(/^Uploaded: moment\.mp4/)).toBeVisible();
      await expect(page.getByText('You can upload a video or attach a link to one, but not both')).toBeVisible();

      await page.getByRole('button', { name: 'Remove video' }).click();
      await expect(page.getByText('You can upload a video or attach a link to one, but not both')).toHaveCount(0);

      await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
      await expect(page.getByText('This file is not a video we accept. Upload an MP4, MOV, WebM or MKV file.')).toBeVisible();
    });

    test('a signed-in user applies with a link, then finds it in the profile as Under review with today’s date', async ({ page, baseURL }) => {
      const account = await sharedAccount(baseURL!, 'Ana Lima');
      await signIn(page, account);
      await page.goto(`/application-form/${nominationId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByLabel('Your name')).toHaveValue(account.name);
      await expect(page.getByLabel('Your email')).toHaveValue(account.email);

      const nickname = `LinkStar${viewport.width}`;
      await page.getByLabel("Streamer's nickname").fill(`  ${nickname}  `);
      await page.getByLabel("Link to the streamer's page").fill('https://twitch.example.com/linkstar');
      await page.getByLabel('Link to the video').fill('https://clips.example.com/linkstar-moment');
      await page.getByLabel('Timecode').fill('01:23:45');
      await page.getByLabel('Comments').fill('The chat exploded.');
      await page.getByLabel(/I have read and accept the privacy policy/).check();
      await page.getByRole('button', { name: 'Send application' }).click();

      const notice = page.getByRole('status').filter({ hasText: "Application sent! We'll review it within 60 hours." });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: 'View' }).click();
      await expect(page).toHaveURL(/\/profile$/);

      const card = page.getByRole('article').filter({ hasText: nickname });
      await expect(card.getByRole('heading', { name: nickname, exact: true })).toBeVisible();
      await expect(card).toContainText('Under review');
      await expect(card).toContainText(title);
      await expect(card.locator('time')).toHaveText(await browserToday(page));
      await expect(card).toContainText('01:23:45');
      // The account is shared by these journeys: the tab counts whatever it has sent so far.
      const sent = await page.getByRole('tabpanel').getByRole('article').count();
      await expect(page.getByRole('tab', { name: /All applications/ })).toHaveText(new RegExp(`All applications\\s*${sent}$`));
    });

    test('a signed-in user applies with an uploaded video: progress, cancel, upload, success, then home', async ({ page, baseURL }) => {
      await signIn(page, await sharedAccount(baseURL!, 'Ana Lima'));
      await page.goto(`/application-form/${nominationId}`);
      await page.getByLabel("Streamer's nickname").fill('VideoStar');
      await page.getByLabel("Link to the streamer's page").fill('https://kick.example.com/videostar');

      // Slow uploads down so the progress bar and its cancel button can be seen.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 128 * 1024 });
      const video = { name: 'clip.mp4', mimeType: 'video/mp4', buffer: isoVideo({ mediaBytes: 600 * 1024 }) };

      await page.locator('input[type=file]').setInputFiles(video);
      await expect(page.getByRole('progressbar', { name: 'Uploading clip.mp4' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send application' })).toBeDisabled();
      await page.getByRole('button', { name: 'Cancel upload' }).click();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByText('Upload a video')).toBeVisible();

      await page.locator('input[type=file]').setInputFiles(video);
      const progress = page.getByRole('progressbar', { name: 'Uploading clip.mp4' });
      await expect(progress).toBeVisible();
      await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect(page.getByText(/^Uploaded: clip\.mp4/)).toBeVisible({ timeout: 20_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

      await page.getByLabel(/I have read and accept the privacy policy/).check();
      await page.getByRole('button', { name: 'Send application' }).click();
      const notice = page.getByRole('status').filter({ hasText: "Application sent! We'll review it within 60 hours." });
      await expect(notice).toBeVisible();
      // Closing the success notice (not VIEW) leads home.
      await notice.getByRole('button', { name: 'Close' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  });
}

test('the application form in Russian: the nomination title and the form in the chosen language', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/home');
  await page.evaluate(() => localStorage.setItem('lastLanguageCode', 'RU'));
  await page.goto('/application-form/1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('button', { name: 'Отправить заявку' })).toBeVisible();
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a visitor typing in the form before its code has come loses nothing: the text stays and is checked, and the focus stays', async ({ page }) => {
  // The form's own code (not the page's) comes only once the visitor has typed.
  let held = false;
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-form-[\w-]+\.js$/, async (route) => {
    held = true;
    await typed;
    await route.continue();
  });
  await page.goto('/application-form/3');
  const nickname = page.getByLabel("Streamer's nickname");
  await nickname.pressSequentially('G');
  await expect.poll(() => held).toBe(true);
  await expect(nickname).toHaveValue('G');

  release();
  await expect(page.getByText('At least 2 characters')).toBeVisible();
  await expect(nickname).toBeFocused();
  await nickname.pressSequentially('iggle');
  await expect(nickname).toHaveValue('Giggle');
  await expect(page.getByText('At least 2 characters')).toHaveCount(0);
});

test('a video chosen in the form before its code has come is taken up once it has: a guest is asked to sign in', async ({ page }) => {
  let release!: () => void;
  const chosen = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-form-[\w-]+\.js$/, async (route) => {
    await chosen;
    await route.continue();
  });
  await page.goto('/application-form/3');
  await page.locator('input[type=file]').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: isoVideo() });
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in required' })).toBeVisible();
});
