import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@awards/contracts';
import { actionKeyOf } from '../audit-actions';
import { setLanguage } from '@/lib/i18n';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

const LOAD = { timeout: 5000 };
const ME = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };
const GRANT = {
  id: 12,
  at: '2026-11-21T09:30:00Z',
  actor_id: 1,
  actor_email: 'ada@example.com',
  action: 'role.grant',
  subject_type: 'user',
  subject_id: '9',
  before: null,
  after: { roles: ['moderator'] },
};
const DECISION = {
  id: 11,
  at: '2026-11-21T09:00:00Z',
  actor_id: 2,
  actor_email: 'mo@example.com',
  action: 'entry.decide',
  subject_type: 'entry',
  subject_id: '41',
  before: { status: 'in_progress' },
  after: { status: 'declined', reason: 'off_topic' },
};
const PAGE = { items: [GRANT, DECISION], total: 2, page: 1, page_size: 50 };

/** The query of each request for the audit log. */
const queries = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls.map(([input]) => new URL(String(input), 'http://site')).filter((url) => url.pathname === '/api/v2/backstage/audit').map((url) => Object.fromEntries(url.searchParams));

afterEach(async () => {
  localStorage.clear();
  await act(() => setLanguage('EN'));
});

describe('the audit log', { timeout: 15_000 }, () => {
  it('shows each record newest first: who, when, what, and each field it changed in the reader’s words, the whole record on demand', async () => {
    mockApi({ 'api/v2/backstage/me': { status: 200, body: ME }, 'api/v2/backstage/audit': { status: 200, body: PAGE } });
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    renderApp('/backstage/audit');

    const table = await screen.findByRole('table', { name: 'Audit log' }, LOAD);
    const [grant, decision] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(grant).toHaveTextContent('ada@example.com');
    expect(grant).toHaveTextContent('Role granted');
    expect(grant).toHaveTextContent('Account 9');
    expect(within(grant).getByText(/^\w{3} \d+, \d{4}/, { selector: 'time' })).toHaveAttribute('dateTime', '2026-11-21T09:30:00Z');
    const fieldLines = (row: HTMLElement) => within(row).getAllByRole('listitem').map((line) => line.textContent);
    expect(fieldLines(grant)).toEqual(['Roles: Moderator']);

    expect(decision).toHaveTextContent('Application decided');
    expect(decision).toHaveTextContent('Application 41');
    expect(fieldLines(decision)).toEqual(['Status: Under review → Declined', 'Reason: nothing → Off topic']);
    for (const json of within(decision).getAllByText(/"status"/, { selector: 'pre' })) expect(json).not.toBeVisible();

    await user.click(within(decision).getByText('Show full record'));
    const [before, after] = within(decision).getAllByText(/"status"/, { selector: 'pre' });
    expect(before).toBeVisible();
    expect(before?.textContent).toBe('{\n  "status": "in_progress"\n}');
    expect(after?.textContent).toBe('{\n  "status": "declined",\n  "reason": "off_topic"\n}');
    expect(screen.getByText('2 records')).toBeVisible();
  });

  it('names changed fields and values in Spanish, nested ones by their path, and an unknown field by its own name made readable', async () => {
    const save = {
      ...GRANT,
      action: 'content.save',
      subject_type: 'content_item',
      subject_id: 'faq/2',
      before: { id: 2, sort: 1, translations: [{ id: 5, languages_code: 'RU', answer: 'В декабре.' }], stagePrice: 1 },
      after: { id: 2, sort: 1, translations: [{ id: 5, languages_code: 'RU', answer: 'В начале декабря.' }], stagePrice: 2 },
    };
    const seal = { ...GRANT, id: 3, action: 'round.seal', subject_type: 'round', subject_id: '2', before: null, after: { liveReveal: true, kind: 'shortlist' } };
    mockApi({ 'api/v2/backstage/me': { status: 200, body: ME }, 'api/v2/backstage/audit': { status: 200, body: { ...PAGE, items: [save, seal, DECISION], total: 3 } } });
    localStorage.setItem('token', testToken());
    localStorage.setItem('lastLanguageCode', 'SP');
    await act(() => setLanguage('SP'));
    renderApp('/backstage/audit');
    const table = await screen.findByRole('table', { name: 'Registro de actividad' }, LOAD);
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('listitem').map((line) => line.textContent));
    expect(lines).toEqual([['Textos › RU › Respuesta: В декабре. → В начале декабря.', 'Stage price: 1 → 2'], ['Anuncio en directo: sí', 'Tipo: Lista corta'], ['Estado: En revisión → Rechazada', 'Motivo: nada → No encaja en la categoría']]);
  });

  it('filters by action, actor and subject, keeps the filters in the address, and clears them', async () => {
    const api = mockApi({ 'api/v2/backstage/me': { status: 200, body: ME }, 'api/v2/backstage/audit': { status: 200, body: { ...PAGE, total: 120 } } });
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    const { router } = renderApp('/backstage/audit');
    await screen.findByRole('table', { name: 'Audit log' }, LOAD);
    expect(queries(api)).toEqual([{ page: '1' }]);

    const filters = screen.getByRole('search', { name: 'Filter the audit log' });
    await user.selectOptions(within(filters).getByLabelText('Action'), 'Applications: all actions');
    await user.type(within(filters).getByLabelText('Who (part of the email)'), 'mo@');
    await user.selectOptions(within(filters).getByLabelText('Subject'), 'Application');
    await user.type(within(filters).getByLabelText('Subject number'), '41');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.search).toBe('?action=entry.&actor=mo%40&subject_type=entry&subject_id=41'));
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ action: 'entry.', actor: 'mo@', subject_type: 'entry', subject_id: '41', page: '1' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ action: 'entry.', actor: 'mo@', subject_type: 'entry', subject_id: '41', page: '2' }));

    await user.click(within(filters).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(filters).getByLabelText('Subject number')).toHaveValue('');
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ page: '1' }));
  });

  it('names the show’s records in the organiser’s language: sealing, a nominee removed with its votes voided, a conflict, a reveal', async () => {
    const record = (id: number, action: string, subject_type: string, subject_id: string) => ({ ...GRANT, id, action, subject_type, subject_id });
    const items = [record(4, 'show.reveal', 'round', '2'), record(3, 'round.seal', 'round', '2'), record(2, 'judge.conflict', 'judge', '17'), record(1, 'nominee.remove', 'nominee', '88')];
    mockApi({ 'api/v2/backstage/me': { status: 200, body: ME }, 'api/v2/backstage/audit': { status: 200, body: { ...PAGE, items, total: 4 } } });
    localStorage.setItem('token', testToken());
    localStorage.setItem('lastLanguageCode', 'RU');
    await act(() => setLanguage('RU'));
    renderApp('/backstage/audit');
    const table = await screen.findByRole('table', { name: 'Журнал действий' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/./, { selector: 'strong' }).textContent)).toEqual([
      'Результаты объявлены',
      'Результаты опечатаны',
      'Заявлен конфликт интересов',
      'Номинант убран',
    ]);
    expect(rows[0]).toHaveTextContent('Этап голосования 2');
    expect(rows[2]).toHaveTextContent('Член жюри (аккаунт 17)');
    expect(rows[3]).toHaveTextContent('Номинант 88');
    await userEvent.setup().selectOptions(screen.getByLabelText('Действие'), 'Прямой эфир: все действия');
    expect(screen.getByLabelText('Действие')).toHaveValue('show.');
  });

  it('has a name for every action the server records', () => {
    expect(AUDIT_ACTIONS.filter((action) => !actionKeyOf(action))).toEqual([]);
  });

  it('opens with the filters a shared address carries, and shows an action it does not know by its name, its subject readably', async () => {
    const api = mockApi({
      'api/v2/backstage/me': { status: 200, body: ME },
      'api/v2/backstage/audit': { status: 200, body: { ...PAGE, items: [{ ...GRANT, action: 'score.submit', subject_type: 'score', subject_id: '5' }], total: 1 } },
    });
    localStorage.setItem('token', testToken());
    renderApp('/backstage/audit?action=role.grant&page=3');
    const table = await screen.findByRole('table', { name: 'Audit log' }, LOAD);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('score.submit');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Score 5');
    expect(screen.getByLabelText('Action')).toHaveValue('role.grant');
    expect(queries(api)).toEqual([{ action: 'role.grant', page: '3' }]);
  });
});
