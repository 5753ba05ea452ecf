import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { READINESS_PATH, readiness } from '@/test/readiness-fixtures';
import { CONTENT, draftPath, FAQ, item, inEvery, openContent, overview, PUBLISHED, read, resetSession, sent } from '../testing/content-fixtures';

afterEach(resetSession);

const CHANGES = {
  changes: [
    { collection: 'faq', item_id: 2, label: 'When does voting open?', kind: 'changed', fields: [{ field: 'answer', language: 'RU', before: 'В декабре.', after: 'В начале декабря.' }] },
    { collection: 'faq', item_id: 4, label: 'Can I vote twice?', kind: 'added', fields: [{ field: 'question', language: 'EN', before: null, after: 'Can I vote twice?' }] },
  ],
};
const INCOMPLETE = {
  statusCode: 409,
  code: 'content_incomplete',
  message: 'Some texts are missing in a language. Fill in every text listed, then publish.',
  fields: { 'faq.1.PT.answer': 'Required', 'key_dates.2.RU.description': 'Required' },
};
const bar = () => within(screen.getByRole('region', { name: 'Publishing' }));

async function openPublishDialog(writes: Parameters<typeof openContent>[2]) {
  const opened = await openContent('/backstage/content', { [`${CONTENT}/draft/changes`]: { status: 200, body: CHANGES } }, writes);
  expect(await bar().findByText('2 unpublished changes')).toBeVisible();
  await opened.user.click(bar().getByRole('button', { name: 'Publish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish these changes?' });
  await within(dialog).findByRole('heading', { level: 3, name: 'FAQ' });
  return { ...opened, dialog };
}

describe('publishing the content', { timeout: 20_000 }, () => {
  it('asks first, showing what changes item by item and field by field, then says which version the site shows', async () => {
    const { api, user, dialog, answers } = await openPublishDialog({ [`POST ${CONTENT}/publish`]: { status: 200, body: { ...PUBLISHED, id: 5, changed: 1, added: 1 } } });
    const [changed, added] = within(dialog).getAllByRole('listitem').filter((entry) => entry.classList.contains('change-list__item')) as [HTMLElement, HTMLElement];
    expect(changed).toHaveTextContent(/^When does voting open\? Changed/);
    expect(changed).toHaveTextContent('Answer · RussianBeforeВ декабре.AfterВ начале декабря.');
    expect(added).toHaveTextContent('Can I vote twice? New');
    expect(added).toHaveTextContent('Question · EnglishValueCan I vote twice?');
    expect(sent(api)).toEqual([]);

    answers[CONTENT] = { status: 200, body: overview({ changes: 0 }) };
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await bar().findByText('Published as version 5. Open pages show it within seconds.')).toBeVisible();
    expect(sent(api)).toEqual([{ method: 'POST', path: `${CONTENT}/publish`, query: '', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bar().findByText('0 unpublished changes')).toBeVisible();
    expect(bar().getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('lists, as it opens, the texts the checks find missing, each a link to its field that closes it', async () => {
    const missing = [{ collection: 'faq', item_id: 1, language: 'PT', field: 'answer', fix: '/backstage/content/faq/1?field=texts.PT.answer' }];
    const opened = await openContent('/backstage/content', { [`${CONTENT}/draft/changes`]: { status: 200, body: CHANGES }, [READINESS_PATH]: { status: 200, body: readiness({ missing_texts: missing }) } });
    expect(await bar().findByText('2 unpublished changes')).toBeVisible();
    await opened.user.click(bar().getByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish these changes?' }));
    const found = within(await dialog.findByRole('region', { name: /Found before this step/ }));
    expect(found.getByText('1 text is missing in a language')).toBeVisible();
    await opened.user.click(found.getByRole('link', { name: 'FAQ · item 1 · Portuguese · Answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opened.router.state.location.pathname).toBe('/backstage/content/faq/1');
  });

  it('lists the texts a refused publish names, each a link to its field, ticked off as they are filled in, and keeps what was typed from page to page', async () => {
    const saved = item(1, inEvery({ question: 'Who can submit?', answer: 'Anyone aged 18 or over.' }), {}, { state: 'changed' });
    const { user, dialog, answers } = await openPublishDialog({
      [`POST ${CONTENT}/publish`]: { status: 409, body: INCOMPLETE },
      [`PUT ${draftPath('faq')}/items/1`]: { status: 200, body: saved },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    const refusal = (await bar().findByText('Not published: 2 texts are missing. Fill in each, save the draft, then publish.')).parentElement!;
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(await within(refusal).findByRole('link', { name: 'FAQ · Who can submit? · Portuguese · Answer' })).toHaveAttribute('href', '/backstage/content/faq/1?field=texts.PT.answer');
    expect(await within(refusal).findByRole('link', { name: 'Key dates · Apply · Russian · Description' })).toHaveAttribute('href', '/backstage/content/key_dates/2?field=texts.RU.description');

    await user.click(within(refusal).getByRole('link', { name: /Portuguese · Answer/ }));
    const answer = () => within(screen.getByRole('group', { name: 'Answer' })).getByLabelText('PT Portuguese');
    await waitFor(() => expect(answer()).toHaveFocus());
    await user.type(answer(), 'Qualquer pessoa com 18 anos ou mais.');

    // Off to the other missing text and back: the Portuguese answer is still as typed, not saved yet.
    await user.click(within(refusal).getByRole('link', { name: /Russian · Description/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply' })).toBeVisible();
    expect(bar().getByText(/edits in 1 item not saved as draft/)).toBeVisible();
    await user.click(within(refusal).getByRole('link', { name: /Portuguese · Answer/ }));
    await waitFor(() => expect(answer()).toHaveValue('Qualquer pessoa com 18 anos ou mais.'));

    answers[CONTENT] = { status: 200, body: overview({ missing: overview().missing.slice(1) }) };
    answers[draftPath('faq')] = { status: 200, body: { ...FAQ, items: [saved, ...FAQ.items.slice(1)], missing: [] } };
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(within(refusal).getByRole('link', { name: /Portuguese · Answer/ }).parentElement).toHaveTextContent(/Filled in$/));
    expect(within(refusal).getByRole('link', { name: /Russian · Description/ }).parentElement).not.toHaveTextContent('Filled in');
    expect(bar().queryByText(/not saved as draft/)).toBeNull();
  });

  it('opens the publish dialog on the summary of the changes, read while the bar counted them', async () => {
    const { api, user } = await openContent('/backstage/content', { [`${CONTENT}/draft/changes`]: { status: 200, body: CHANGES } });
    expect(await bar().findByText('2 unpublished changes')).toBeVisible();
    await waitFor(() => expect(read(api)).toContain(`${CONTENT}/draft/changes`));
    await user.click(bar().getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish these changes?' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'FAQ' })).toBeVisible();
    expect(within(dialog).queryByText('Loading…')).toBeNull();
  });

  it('shows the outline of the changes, not a bare "Loading…", while they are really being read', async () => {
    const { api, user } = await openContent('/backstage/content', { [`${CONTENT}/draft/changes`]: { status: 200, body: CHANGES } });
    // The summary's read never ends.
    const answer = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation((input, init) => (String(input).includes('draft/changes') ? new Promise<Response>(() => {}) : answer(input, init)));
    expect(await bar().findByText('2 unpublished changes')).toBeVisible();
    await user.click(bar().getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish these changes?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Reading the draft…');
    expect(within(dialog).queryByText('Loading…')).toBeNull();
  });

  it('opens the site with the draft in a new tab', async () => {
    await openContent('/backstage/content');
    expect(bar().getByRole('link', { name: 'Preview (opens in a new tab)' })).toHaveAttribute('href', '/?preview=draft');
    expect(bar().getByRole('link', { name: 'Preview (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  });

  it('discards every unpublished change after asking', async () => {
    const { api, user } = await openContent('/backstage/content', {}, { [`POST ${CONTENT}/discard`]: { status: 200, body: overview({ changes: 0 }) } });
    await user.click(await bar().findByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard every unpublished change?' });
    expect(sent(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Discard everything' }));
    expect(await bar().findByText('Every unpublished change is discarded: the draft is the site as published.')).toBeVisible();
    expect(sent(api)).toEqual([{ method: 'POST', path: `${CONTENT}/discard`, query: '', body: {} }]);
  });
});
