import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT, openContent, resetSession, sent } from '../testing/content-fixtures';

afterEach(resetSession);

const VERSIONS = `${CONTENT}/versions`;
const version = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  published_at: `2026-11-${10 + id}T10:00:00Z`,
  published_by: 'ada@example.com',
  restored_from: null,
  added: 0,
  changed: 1,
  removed: 0,
  ...fields,
});
const LIST = { versions: [version(3, { restored_from: 1 }), version(2, { added: 1 }), version(1, { published_by: null, changed: 0 })] };
const change = (before: string, after: string) => ({
  changes: [{ collection: 'faq', item_id: 1, label: 'Who can submit?', kind: 'changed', fields: [{ field: 'answer', language: 'SP', before, after }] }],
});

describe('the published versions', { timeout: 15_000 }, () => {
  it('lists every version with who published it, when and how much it changed, and shows what the newest changed', async () => {
    await openContent('/backstage/content/history', { [VERSIONS]: { status: 200, body: LIST }, [`${VERSIONS}/3/changes`]: { status: 200, body: change('Cualquiera.', 'Mayores de 18.') } });
    const table = await screen.findByRole('table', { name: 'Published versions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^Version 3Nov 13, 2026.*ada@example\.comAdded: 0 · Changed: 1 · Removed: 0Restored from version 1$/);
    expect(rows[2]).toHaveTextContent('The content as first stored');
    expect(within(rows[0]!).getByRole('link', { name: 'Version 3' })).toHaveAttribute('aria-current', 'true');

    const shown = screen.getByRole('region', { name: 'Version 3' });
    expect(await within(shown).findByText('Answer · Spanish')).toBeVisible();
    expect(within(shown).getByText('Cualquiera.').closest('del')).not.toBeNull();
    expect(within(shown).getByText('Mayores de 18.').closest('ins')).not.toBeNull();
    expect(within(shown).queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it('compares a version with another one chosen', async () => {
    const { api, user } = await openContent('/backstage/content/history?version=3', {
      [VERSIONS]: { status: 200, body: LIST },
      [`${VERSIONS}/3/changes`]: { status: 200, body: change('Cualquiera.', 'Mayores de 18.') },
    });
    const against = await screen.findByLabelText('Compared with');
    expect(within(against).getAllByRole('option').map((option) => option.textContent)).toEqual(['The version before it', expect.stringMatching(/^Version 2, Nov 12, 2026/), expect.stringMatching(/^Version 1, Nov 11, 2026/)]);
    await user.selectOptions(against, '1');
    await waitFor(() => expect(api.fetch.mock.calls.map(([input]) => String(input))).toContain(`/${VERSIONS}/3/changes?against=1`));
  });

  it('restores an earlier version after asking, and shows the version it became', async () => {
    const restored = version(4, { restored_from: 2 });
    const { api, user, answers } = await openContent(
      '/backstage/content/history',
      { [VERSIONS]: { status: 200, body: LIST }, [`${VERSIONS}/2/changes`]: { status: 200, body: change('', 'Cualquiera.') }, [`${VERSIONS}/3/changes`]: { status: 200, body: change('a', 'b') } },
      { [`POST ${VERSIONS}/2/restore`]: { status: 200, body: restored } },
    );
    await user.click(await screen.findByRole('link', { name: 'Version 2' }));
    const shown = await screen.findByRole('region', { name: 'Version 2' });
    await user.click(within(shown).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    expect(dialog).toHaveTextContent('Unpublished changes stay in the draft.');
    expect(sent(api)).toEqual([]);

    answers[VERSIONS] = { status: 200, body: { versions: [restored, ...LIST.versions] } };
    answers[`${VERSIONS}/4/changes`] = { status: 200, body: change('b', 'Cualquiera.') };
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version 2 is published again as version 4.')).toBeVisible();
    expect(sent(api)).toEqual([{ method: 'POST', path: `${VERSIONS}/2/restore`, query: '', body: undefined }]);
    expect(await screen.findByRole('region', { name: 'Version 4' })).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Published versions' })).getAllByRole('row')[1]).toHaveTextContent('Restored from version 2');
  });
});
