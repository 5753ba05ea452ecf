import { expect, test } from '../fixtures';
import { scrollToAnchor } from '../support/home-page';
import { mailsTo, plainText } from '../support/mail';
import { widths } from '../support/widths';

/** The server's default ORGANISER_EMAIL, where contact messages go. */
const ORGANISERS = 'organisers@awards.local';

for (const { name, viewport } of widths) {
  test.describe(`contact form at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('an invalid submit shows the errors and scrolls to the first; nothing is sent', async ({ page }) => {
      let sent = 0;
      page.on('request', (request) => request.url().includes('/api/v1/contact_us/') && sent++);
      await page.goto('/home');
      await scrollToAnchor(page, 'contact');
      const contact = page.getByRole('region', { name: 'Contact us' });
      const email = contact.getByLabel('Email');
      await email.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

      await contact.getByRole('button', { name: 'Send' }).click();
      await expect(contact.getByText('This field is required')).toHaveCount(2);
      await expect(email).toBeFocused();
      await expect(email).toBeInViewport();
      await expect(contact.getByRole('button', { name: 'Send' })).toBeDisabled();

      await email.fill('not an email');
      await expect(contact.getByText('Invalid email')).toBeVisible();
      expect(sent).toBe(0);
    });

    test('a valid message is sent; closing the success notification clears the form', async ({ page }) => {
      await page.goto('/home');
      await scrollToAnchor(page, 'contact');
      const contact = page.getByRole('region', { name: 'Contact us' });
      const email = contact.getByLabel('Email');
      const message = contact.getByLabel('Message');
      await email.fill('  fan@example.com ');
      const text = `Hello from a ${name} browser at ${Date.now()}`;
      await message.fill(text);

      const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/contact_us/') && r.method() === 'POST');
      await contact.getByRole('button', { name: 'Send' }).click();
      expect((await request).postDataJSON()).toEqual({ email: 'fan@example.com', comments: text });

      const notification = page.getByRole('status').filter({ hasText: 'Your message has been sent.' });
      await expect(notification).toContainText('SUCCESS');
      await notification.getByRole('button', { name: 'Close' }).click();
      await expect(notification).toBeHidden();
      await expect(email).toHaveValue('');
      await expect(message).toHaveValue('');
      await expect(contact.getByText('This field is required')).toHaveCount(0);
      await expect(contact.getByRole('button', { name: 'Send' })).toBeEnabled();

      // The organisers get the message by mail, with the sender's address.
      await expect
        .poll(async () => (await mailsTo(ORGANISERS)).map(plainText).find((mail) => mail.includes(text)), { timeout: 10_000 })
        .toContain('fan@example.com');
    });
  });
}
