import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftPath, item, inEvery, KEY_DATES, openContent, resetSession, sent } from '../testing/content-fixtures';

const NOMINATIONS = {
  collection: 'nominations',
  items: [item(1, inEvery({ title: 'Most hilarious reaction', description: 'The loudest laugh.' }), { image_old: 'nomination-old1', image_new: 'nomination-new1' })],
  missing: [],
};
const IMAGES = 'api/v2/backstage/content/images';
const picture = () => new File(['not really a picture'], 'laugh.png', { type: 'image/png' });

afterEach(resetSession);

const ITEM = `${draftPath('key_dates')}/items/2`;
const text = (field: string, language: string) => within(screen.getByRole('group', { name: field })).getByLabelText(language);

describe("an item's editor", { timeout: 15_000 }, () => {
  it('shows each text in the four languages, English first, an empty one marked as missing in its language', async () => {
    const { user } = await openContent('/backstage/content/key_dates/2');
    const description = await screen.findByRole('group', { name: 'Description' });
    expect(within(description).getAllByRole('textbox').map((box) => box.getAttribute('lang'))).toEqual(['en', 'es', 'ru', 'pt']);
    expect(text('Description', 'EN English')).toHaveValue('Choose a **nomination**.');
    expect(text('Description', 'RU Russian')).toHaveValue('');
    expect(text('Description', 'RU Russian')).toHaveAccessibleDescription(/^Missing: a publish needs it/);
    expect(text('Description', 'PT Portuguese')).not.toHaveAccessibleDescription(/Missing/);
    expect(within(description).getByText(/^Allowed: ## heading, \*\*bold\*\*/)).toBeVisible();
    expect(within(description).getAllByRole('toolbar')[0]).toHaveAccessibleName('Formatting: Description, English');
    expect(text('Title', 'ES Spanish')).toHaveValue('Apply (SP)');

    await user.type(text('Description', 'RU Russian'), 'Выберите номинацию.');
    expect(text('Description', 'RU Russian')).not.toHaveAccessibleDescription(/Missing/);
  });

  it('saves a text edited in Russian as the draft, sending every text and value as the server names them, and shows the item as changed', async () => {
    const saved = item(2, { ...KEY_DATES.items[0]!.texts, RU: { ...KEY_DATES.items[0]!.texts.RU, description: 'Выберите **номинацию**.' } }, KEY_DATES.items[0]!.values, {
      state: 'changed',
      changed_by: 'ada@example.com',
      changed_at: '2026-11-21T09:00:00Z',
    });
    const { api, user, answers } = await openContent('/backstage/content/key_dates/2', {}, { [`PUT ${ITEM}`]: { status: 200, body: saved } });
    await screen.findByRole('group', { name: 'Description' });
    const russian = text('Description', 'RU Russian');
    await user.type(russian, 'Выберите ');
    await user.click(within(screen.getByRole('toolbar', { name: 'Formatting: Description, Russian' })).getByRole('button', { name: 'Bold' }));
    await user.keyboard('номинацию');
    await user.click(russian);
    await user.keyboard('{End}.');
    expect(russian).toHaveValue('Выберите **номинацию**.');
    answers[draftPath('key_dates')] = { status: 200, body: { ...KEY_DATES, items: [saved], missing: [] } };
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Saved in the draft. The site shows it from the next publish.')).toBeVisible();
    expect(sent(api)).toEqual([
      {
        method: 'PUT',
        path: ITEM,
        query: '',
        body: {
          values: { starts_at: '2026-11-18T09:00:00Z', ends_at: '2027-01-03T22:59:00Z' },
          texts: {
            EN: { title: 'Apply', description: 'Choose a **nomination**.' },
            SP: { title: 'Apply (SP)', description: 'Choose a **nomination**. (SP)' },
            RU: { title: 'Apply (RU)', description: 'Выберите **номинацию**.' },
            PT: { title: 'Apply (PT)', description: 'Choose a **nomination**. (PT)' },
          },
        },
      },
    ]);
    expect(screen.getByText('Changed', { selector: '.badge' })).toBeVisible();
    expect(russian).not.toHaveAccessibleDescription(/Missing/);

    await user.click(screen.getByRole('link', { name: 'Back to Key dates' }));
    const row = (await screen.findByRole('link', { name: 'Apply' })).closest('li')!;
    expect(row).toHaveTextContent('Changed');
    expect(row).toHaveTextContent(/Changed by ada@example\.com on Nov 21, 2026/);
  });

  it("puts the server's refusals on their fields and lists them, each a link, at the top", async () => {
    const refusal = {
      statusCode: 400,
      code: 'validation_error',
      message: 'Some fields are invalid.',
      fields: { 'texts.RU.description': 'Only headings, paragraphs, lists, links, bold and italic are allowed here; remove HTML and other markup', 'values.ends_at': 'Enter a valid date' },
    };
    const { user } = await openContent('/backstage/content/key_dates/2', {}, { [`PUT ${ITEM}`]: { status: 400, body: refusal } });
    await screen.findByRole('group', { name: 'Description' });
    await user.type(text('Description', 'RU Russian'), '<b>Hi</b>');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const summary = (await screen.findByRole('heading', { level: 2, name: 'The draft was not saved: fix these problems' })).parentElement!;
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      `Description · Russian ${refusal.fields['texts.RU.description']}`,
      `End ${refusal.fields['values.ends_at']}`,
    ]);
    expect(text('Description', 'RU Russian')).toHaveAttribute('aria-invalid', 'true');
    expect(text('Description', 'RU Russian')).toHaveValue('<b>Hi</b>');
    await user.click(within(summary).getByRole('link', { name: /^End/ }));
    expect(screen.getByLabelText('End')).toHaveFocus();
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription(/Enter a valid date/);
  });

  it("shows the server's refusal of a picture under its field, and keeps the one there", async () => {
    const refusal = { statusCode: 415, code: 'image_type', message: 'An image must be a PNG, JPEG, WebP or AVIF file. SVG and other types are not accepted.' };
    const { api, user } = await openContent('/backstage/content/nominations/1', { [draftPath('nominations')]: { status: 200, body: NOMINATIONS } }, { [`POST ${IMAGES}`]: { status: 415, body: refusal } });
    const field = await screen.findByLabelText('Picture, classic style');
    expect(screen.getByRole('img', { name: 'Picture, classic style: the picture now' })).toHaveAttribute('src', '/content/assets/nomination-old1');
    // The largest size the server takes, formatted for the language rather than typed into the catalogue.
    expect(field).toHaveAccessibleDescription('PNG, JPEG, WebP or AVIF, at most 5 MB. Shown up to 600 pixels wide.');

    await user.upload(field, picture());
    expect(await screen.findByText(refusal.message)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/An image must be a PNG, JPEG, WebP or AVIF file/);
    expect(screen.getByRole('img', { name: 'Picture, classic style: the picture now' })).toBeVisible();
    const [upload] = sent(api);
    expect(upload).toMatchObject({ method: 'POST', path: IMAGES, query: '?slot=nomination' });
    expect((upload!.body as FormData).get('image')).toMatchObject({ name: 'laugh.png', type: 'image/png' });
  });

  it('shows an uploaded picture as the new one, and saves it with the draft under its field', async () => {
    const uploaded = { id: 'nomination-fresh', width: 1200, height: 900, content_type: 'image/webp' };
    const { api, user } = await openContent(
      '/backstage/content/nominations/1',
      { [draftPath('nominations')]: { status: 200, body: NOMINATIONS } },
      { [`POST ${IMAGES}`]: { status: 201, body: uploaded }, [`PUT ${draftPath('nominations')}/items/1`]: { status: 200, body: { ...NOMINATIONS.items[0], state: 'changed' } } },
    );
    await user.upload(await screen.findByLabelText('Picture, classic style'), picture());
    expect(await screen.findByRole('img', { name: 'Picture, classic style: the new picture' })).toHaveAttribute('src', '/content/assets/nomination-fresh');
    expect(screen.getByText(/^The new picture, as the site will show it/)).toBeVisible();
    expect(screen.getByText(/edits in 1 item not saved as draft/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent(api)).toHaveLength(2));
    expect(sent(api)[1]!.body).toMatchObject({ values: { image_old: 'nomination-fresh', image_new: 'nomination-new1' } });
  });

  it("discards an item's changes after asking, showing it as the site does", async () => {
    const changed = { ...KEY_DATES, items: [{ ...KEY_DATES.items[0]!, state: 'changed', texts: { ...KEY_DATES.items[0]!.texts, EN: { ...KEY_DATES.items[0]!.texts.EN, title: 'Apply now' } } }] };
    const { api, user, answers } = await openContent('/backstage/content/key_dates/2', { [draftPath('key_dates')]: { status: 200, body: changed } }, {
      'POST api/v2/backstage/content/discard': { status: 200, body: { collections: [], changes: 0, missing: [], published: null } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply now' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: "Discard this item's changes" }));
    const dialog = await screen.findByRole('dialog', { name: "Discard this item's changes?" });
    answers[draftPath('key_dates')] = { status: 200, body: KEY_DATES };
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));

    expect(await screen.findByText("This item's changes are discarded: it is as the site shows it.")).toBeVisible();
    expect(sent(api)).toEqual([{ method: 'POST', path: 'api/v2/backstage/content/discard', query: '', body: { collection: 'key_dates', id: 2 } }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Apply' })).toBeVisible();
    expect(text('Title', 'EN English')).toHaveValue('Apply');
    expect(screen.queryByRole('button', { name: "Discard this item's changes" })).toBeNull();
  });
});
