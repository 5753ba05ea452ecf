import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { integrityPath, openIntegrity, REPORT, requestsTo, resetSession, season, SEASON_PATH, sent, TALLY } from '../testing/integrity-fixtures';

const zone = process.env.TZ;

beforeEach(() => {
  process.env.TZ = 'UTC';
});

afterEach(async () => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  await resetSession();
});

const card = async (name: string) => within(await screen.findByRole('article', { name }, { timeout: 5000 }));

describe('the integrity console', { timeout: 15_000 }, () => {
  it('opens on the open round and writes out each signal’s reason, the votes it covers and those quarantined', async () => {
    await openIntegrity();
    expect(await screen.findByRole('combobox', { name: 'Voting round' })).toHaveDisplayValue('Voting round 2: Shortlist (open)');

    const burst = await card('Accounts created in a burst');
    expect(burst.getByText(/^6 accounts were created from one address \(a1b2c3…\), one after another: Jan 20, 2027, 12:00:00\sPM\s–\s12:00:30\sPM UTC · 1:00:00\sPM\s–\s1:00:30\sPM CET\. 6 of them voted in this round\.$/)).toBeVisible();
    expect(burst.getByText('Votes it covers').nextSibling).toHaveTextContent('6');
    expect(burst.getByRole('button', { name: 'Quarantine its votes' })).toBeEnabled();
    expect(burst.queryByRole('button', { name: 'Release its votes' })).toBeNull();

    const address = await card('Many accounts voting from one address');
    expect(address.getByText('5 accounts voted from one address (0f1e2d…). They used 5 different browsers (user agents).')).toBeVisible();
    expect(address.getByText('All its votes are quarantined.')).toBeVisible();
    expect(address.queryByRole('button', { name: 'Quarantine its votes' })).toBeNull();

    const nominee = await card('A burst of votes for one nominee');
    expect(nominee.getByText(/^11 votes for GiggleGrenade in “Most hilarious reaction”: .+\. That is 12 times its usual rate in this round\.$/)).toBeVisible();
    expect(nominee.getByRole('button', { name: 'Quarantine its votes' })).toBeVisible();
    expect(nominee.getByRole('button', { name: 'Release its votes' })).toBeVisible();

    expect((await card('Votes within seconds of sign-up')).getByText('6 votes were cast within 60 seconds of their account’s sign-up. 6 voters cast them.')).toBeVisible();
    expect((await card('Accounts under a day old')).getByText('6 voters’ accounts were under 24 hours old when they voted.')).toBeVisible();
    expect((await card('Throwaway mail addresses')).getByText('3 voters have addresses at throwaway mail services (mailinator.com and yopmail.com).')).toBeVisible();
    expect((await card('Accounts sharing one mailbox')).getByText(/^3 accounts that voted reach one mailbox/)).toBeVisible();
    expect(screen.getByText('“Many accounts voting from one address”: 3 more, smaller signals are not listed.')).toBeVisible();

    const quarantined = screen.getByRole('table', { name: 'Quarantined votes by reason' });
    expect(within(quarantined).getAllByRole('row')[1]!.textContent).toBe(['One address, five accounts', '5', 'Jan 20, 2027, 1:00 PM UTC · 2:00 PM CET', 'Release'].join(''));
  });

  it('asks for the reason before quarantining a signal’s votes, starting from the signal’s own, and reads the report again', async () => {
    const { api, user } = await openIntegrity({ [integrityPath(2, 'quarantine')]: { status: 200, body: { votes: 6 } } });
    const burst = await card('Accounts created in a burst');
    const reads = requestsTo(api, integrityPath(2, 'integrity'));
    await user.click(burst.getByRole('button', { name: 'Quarantine its votes' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Quarantine the votes of “Accounts created in a burst”?' }));
    expect(dialog.getByText(/6 votes are held out of the tally\. They are not deleted/)).toBeVisible();
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveValue(burst.getByText(/^6 accounts were created/).textContent);
    await user.clear(reason);
    await user.click(dialog.getByRole('button', { name: 'Quarantine' }));
    expect(await dialog.findByText('This field is required')).toBeVisible();
    expect(sent(api)).toEqual([]);

    await user.type(reason, 'Six accounts from one script');
    await user.click(dialog.getByRole('button', { name: 'Quarantine' }));
    expect(await screen.findByText('6 votes quarantined.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(api)).toEqual([{ method: 'POST', path: integrityPath(2, 'quarantine'), query: '', body: { signal: REPORT.signals[0]!.id, reason: 'Six accounts from one script' } }]);
    await waitFor(() => expect(requestsTo(api, integrityPath(2, 'integrity'))).toBe(reads + 1));
  });

  it('shows the server’s refusal in the dialog, the votes left as they were', async () => {
    const refusal = { statusCode: 409, code: 'round_sealed', message: 'This voting round is sealed: its results, dates and scores can no longer change.' };
    const { user } = await openIntegrity({ [integrityPath(2, 'quarantine')]: { status: 409, body: refusal } });
    await user.click((await card('Accounts under a day old')).getByRole('button', { name: 'Quarantine its votes' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Quarantine' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal.message);
  });

  it('counts a signal’s or a reason’s quarantined votes again after a confirmation', async () => {
    const { api, user } = await openIntegrity({ [integrityPath(2, 'release')]: { status: 200, body: { votes: 5 } } });
    await user.click((await card('A burst of votes for one nominee')).getByRole('button', { name: 'Release its votes' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Count these votes again?' }));
    expect(dialog.getByText('The 5 quarantined votes of “A burst of votes for one nominee” count again in the tally.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('5 votes count again.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Release the votes quarantined for “One address, five accounts”' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Count these votes again?' }));
    expect(dialog.getByText('The 5 votes quarantined for “One address, five accounts” count again in the tally.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(sent(api)).toHaveLength(2));
    expect(sent(api).map((request) => request.body)).toEqual([{ signal: REPORT.signals[2]!.id }, { reason: 'One address, five accounts' }]);
  });

  it('shows the tally only after a confirmation that the view is recorded, and reads it again after a quarantine', async () => {
    const { api, user } = await openIntegrity({ [integrityPath(2, 'tally')]: { status: 200, body: TALLY }, [integrityPath(2, 'quarantine')]: { status: 200, body: { votes: 6 } } });
    await user.click(await screen.findByRole('button', { name: 'Show the tally' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'View the tally of voting round 2 (Shortlist)?' }));
    expect(dialog.getByText(/Every view is recorded in the audit log under your name/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'View and record' }));

    const table = await screen.findByRole('table', { name: 'Tally in “Most hilarious reaction”' });
    expect(screen.getByText('14 cast · 9 counted')).toBeVisible();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nominee', 'All votes', 'After quarantine', 'Held out']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(['GiggleGrenade', '11', '6', '5'].join(''));
    expect(screen.getByText('No votes yet in “The brightest reaction”.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Tally in “The brightest reaction”' })).toBeNull();
    expect(requestsTo(api, integrityPath(2, 'tally'))).toBe(1);

    await user.click((await card('Votes within seconds of sign-up')).getByRole('button', { name: 'Quarantine its votes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quarantine' }));
    await waitFor(() => expect(requestsTo(api, integrityPath(2, 'tally'))).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Hide the tally' }));
    expect(screen.queryByRole('table', { name: /Tally in/ })).toBeNull();
  });

  it('only reads a sealed round: no quarantine, no release', async () => {
    await openIntegrity({ [SEASON_PATH]: { status: 200, body: season({ status: 'closed', seal: { sealed_at: '2027-02-15T10:00:00Z', digest: 'f'.repeat(64) } }) } });
    expect(await screen.findByText(/This round is sealed: its quarantine can no longer change/, {}, { timeout: 5000 })).toBeVisible();
    await card('Accounts created in a burst');
    expect(screen.queryByRole('button', { name: /Quarantine|Release/ })).toBeNull();
  });

  it('opens the round the address names, and writes the reasons in the language shown', async () => {
    localStorage.setItem('lastLanguageCode', 'RU');
    await act(() => setLanguage('RU'));
    await openIntegrity({ [integrityPath(1, 'integrity')]: { status: 200, body: { ...REPORT, round_id: 1 } } }, '/backstage/integrity?round=1');
    expect(await screen.findByRole('combobox', { name: 'Этап голосования' })).toHaveDisplayValue('Этап голосования 1: Лонг-лист (опечатан)');
    const burst = await card('Аккаунты, созданные пачкой');
    expect(burst.getByText(/^С одного адреса \(a1b2c3…\) один за другим создано 6 аккаунтов: .+\. Из них на этом этапе проголосовали 6\.$/)).toBeVisible();
  });

  it('writes each number in Russian with the words that agree with it: 21 browsers are not “one browser”, 2 seconds and 22 hours take their own forms', async () => {
    localStorage.setItem('lastLanguageCode', 'RU');
    await act(() => setLanguage('RU'));
    const [, shared, , quick, young] = REPORT.signals;
    const signals = [
      { ...shared, id: 'shared_address:21', user_agents: 21 },
      { ...shared, id: 'shared_address:1', address: 'abcdef', user_agents: 1 },
      { ...quick, seconds: 2 },
      { ...young, hours: 22 },
    ];
    await openIntegrity({ [integrityPath(2, 'integrity')]: { status: 200, body: { ...REPORT, signals, unlisted: [] } } });
    const [many, one] = (await screen.findAllByRole('article', { name: 'Много аккаунтов голосуют с одного адреса' }, { timeout: 5000 })).map((article) => article.textContent);
    expect(many).toContain('Они пользовались 21 разным браузером (user agent).');
    expect(one).toContain('Все они пользовались одним браузером (user agent).');
    expect((await card('Голоса через секунды после регистрации')).getByText(/прошло меньше, чем 2 секунды\./)).toBeVisible();
    expect((await card('Аккаунты младше суток')).getByText(/было меньше, чем 22 часа\./)).toBeVisible();
  });
});
