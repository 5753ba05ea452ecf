import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftPath, FAQ, inEvery, item, layOutRows, openContent, resetSession, sent } from '../testing/content-fixtures';

afterEach(resetSession);

const ORDER = `${draftPath('faq')}/order`;
const names = () => [...document.querySelectorAll('.content-item__name')].map((name) => name.textContent);
/** dnd-kit's announcements for screen readers. */
const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]');

const JUDGES = {
  collection: 'judges',
  items: [item(1, inEvery({ name: 'Lena Varga', role: 'Head of the jury', description: 'Streams since 2015.' }), { photo: 'portrait-lena' })],
  missing: [],
};

describe("a collection's items", { timeout: 15_000 }, () => {
  it('shows the items in the site’s order with where each stands in the draft and what it lacks', async () => {
    const changed = { ...FAQ.items[1], state: 'changed', changed_by: 'mo@example.com', changed_at: '2026-11-21T09:00:00Z' };
    await openContent('/backstage/content/faq', { [draftPath('faq')]: { status: 200, body: { ...FAQ, items: [FAQ.items[0], changed, { ...FAQ.items[2], state: 'removed' }] } } });
    expect(await screen.findByRole('heading', { level: 2, name: '2 items' })).toBeVisible();
    expect(names()).toEqual(['Who can submit?', 'When does voting open?']);
    const [first, second] = screen.getAllByRole('listitem').filter((row) => row.classList.contains('content-item'));
    expect(first).toHaveTextContent('1 text missing');
    expect(within(first!).getByRole('link', { name: 'Who can submit?' })).toHaveAttribute('href', '/backstage/content/faq/1');
    expect(second).toHaveTextContent(/Changed.*Changed by mo@example\.com on Nov 21, 2026/);
    const removed = screen.getByRole('region', { name: 'Removed at the next publish' });
    expect(within(removed).getByText('Is it free?')).toBeVisible();
    expect(within(removed).getByRole('button', { name: 'Keep Is it free?' })).toBeVisible();
  });

  it('reorders with the keyboard on the handle (Space, arrow, Space), telling a screen reader each step, and saves the new order in the draft', async () => {
    layOutRows();
    const reordered = { ...FAQ, items: [FAQ.items[1], FAQ.items[0], FAQ.items[2]] };
    const { api, user, answers } = await openContent('/backstage/content/faq', {}, { [`PUT ${ORDER}`]: { status: 200, body: reordered } });
    const handle = await screen.findByRole('button', { name: 'Move Who can submit?' });
    expect(handle).toHaveAttribute('aria-roledescription', 'movable item');
    await waitFor(() => expect(document.getElementById(handle.getAttribute('aria-describedby')!)).toHaveTextContent('To pick up an item, press Space.'));

    answers[draftPath('faq')] = { status: 200, body: reordered };
    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Picked up Who can submit?, in place 1 of 3.'));
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Who can submit? is now over place 2 of 3.'));
    await user.keyboard('[Space]');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Who can submit? dropped in place 2 of 3.'));

    await waitFor(() => expect(sent(api)).toEqual([{ method: 'PUT', path: ORDER, query: '', body: { ids: [2, 1, 3] } }]));
    expect(names()).toEqual(['When does voting open?', 'Who can submit?', 'Is it free?']);
    expect(await screen.findByText('The order is saved in the draft.')).toBeVisible();
  });

  it('moves an item a step with its buttons, and puts the order back when the server refuses it', async () => {
    const refusal = { statusCode: 400, code: 'validation_error', message: 'Some fields are invalid.', fields: { ids: 'The list has changed since this page was opened: reload it and try again' } };
    const { api, user } = await openContent('/backstage/content/faq', {}, { [`PUT ${ORDER}`]: { status: 400, body: refusal } });
    await user.click(await screen.findByRole('button', { name: 'Move Is it free? up' }));
    expect(sent(api)).toEqual([{ method: 'PUT', path: ORDER, query: '', body: { ids: [1, 3, 2] } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The order was not saved and is back as it was. The list has changed since this page was opened: reload it and try again');
    expect(names()).toEqual(['Who can submit?', 'When does voting open?', 'Is it free?']);
  });

  it("asks before removing an item, and says why the server keeps a jury member a judge stands for", async () => {
    const linked = { statusCode: 409, code: 'jury_member_linked', message: "This jury member is linked to a judge's account. Link that judge to another jury member on the Jury page first." };
    const { api, user } = await openContent('/backstage/content/judges', { [draftPath('judges')]: { status: 200, body: JUDGES } }, { [`DELETE ${draftPath('judges')}/items/1`]: { status: 409, body: linked } });
    await user.click(await screen.findByRole('button', { name: 'Remove Lena Varga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Lena Varga”?' });
    expect(dialog).toHaveTextContent('The site keeps it until the next publish');
    expect(sent(api)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(linked.message);
    expect(sent(api)).toEqual([{ method: 'DELETE', path: `${draftPath('judges')}/items/1`, query: '', body: undefined }]);
    expect(names()).toEqual(['Lena Varga']);
  });

  it('adds an item from a blank editor, then opens it, with nothing of it left unsaved', async () => {
    const added = item(4, inEvery({ question: 'Can I vote twice?', answer: '' }, { SP: ['question'], RU: ['question'], PT: ['question'] }), {}, { state: 'added' });
    const { api, user, answers, writes } = await openContent('/backstage/content/faq', {}, { [`POST ${draftPath('faq')}/items`]: { status: 201, body: added } });
    await user.click(await screen.findByRole('link', { name: 'Add an item' }));
    answers[draftPath('faq')] = { status: 200, body: { ...FAQ, items: [...FAQ.items, added] } };
    expect(await screen.findByRole('heading', { level: 1, name: 'New item in FAQ' })).toBeVisible();
    await user.type(within(screen.getByRole('group', { name: 'Question' })).getByLabelText('EN English'), 'Can I vote twice?');
    await user.click(screen.getByRole('button', { name: 'Add to the draft' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Can I vote twice?' })).toBeVisible();
    expect(screen.getByText('Added to the draft. The site shows it from the next publish.')).toBeVisible();
    expect(sent(api)[0]).toMatchObject({ method: 'POST', path: `${draftPath('faq')}/items`, body: { values: {}, texts: { EN: { question: 'Can I vote twice?', answer: '' }, RU: { question: '', answer: '' } } } });
    expect(screen.getByRole('region', { name: 'Publishing' })).not.toHaveTextContent(/not saved as draft/);

    // Saved again, the page says only that.
    const saved = item(4, inEvery({ question: 'Can I vote twice?', answer: 'No.' }, { SP: ['question'], RU: ['question'], PT: ['question'] }), {}, { state: 'added' });
    writes[`PUT ${draftPath('faq')}/items/4`] = { status: 200, body: saved };
    await user.type(within(screen.getByRole('group', { name: 'Answer' })).getByLabelText('EN English'), 'No.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved in the draft. The site shows it from the next publish.')).toBeVisible();
    expect(screen.getAllByRole('status').map((status) => status.textContent).filter(Boolean)).toEqual(['Saved in the draft. The site shows it from the next publish.']);
  });
});
