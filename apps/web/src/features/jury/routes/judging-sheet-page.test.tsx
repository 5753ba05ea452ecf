import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdWrites, LOAD, nominee, openBackstage, resetSession, sheet, writes } from '../testing/jury-fixtures';

afterEach(resetSession);

const SHEET_PATH = 'api/v2/backstage/judging/1/1';
const openSheet = (body: object = sheet(), overrides = {}) => openBackstage('/backstage/judging/1/1', { [SHEET_PATH]: { status: 200, body }, ...overrides });
const group = (nickname: string) => screen.getByRole('radiogroup', { name: `Score for ${nickname}` });
const card = (nickname: string) => screen.getByRole('article', { name: nickname });

/** The sheet as the server holds it once SparkVixen has an 8. */
const SCORED = { ...sheet({ scored: 2 }), nominees: [nominee(11, { nickname: 'GiggleGrenade', my_score: 7 }), nominee(12, { nickname: 'SparkVixen', my_score: 8 }), nominee(13, { nickname: 'CalmCat', clip: null, time_code: null })] };

describe("a judge's scoring sheet", { timeout: 15_000 }, () => {
  it('shows each nominee with their page, their moment behind a click and its time code, and what is left to score', async () => {
    await openSheet();
    expect(screen.getByRole('heading', { level: 1, name: 'Most hilarious reaction' })).toBeVisible();
    expect(screen.getByText('Longlist')).toBeVisible();
    expect(screen.getByText('2 nominees left to score')).toHaveAttribute('role', 'status');
    expect(screen.getByText('1 of 3 scored')).toBeVisible();

    const giggle = card('GiggleGrenade');
    expect(within(giggle).getByRole('link', { name: /Streamer's page/ })).toHaveAttribute('href', 'https://www.twitch.tv/streamer11');
    expect(giggle.querySelector('iframe')).toBeNull();
    expect(within(giggle).getByRole('button', { name: 'Load the Twitch player' })).toBeVisible();
    expect(giggle).toHaveTextContent('Time code: 1:02');
    expect(within(group('GiggleGrenade')).getByRole('radio', { name: '7' })).toBeChecked();
    expect(within(group('GiggleGrenade')).getAllByRole('radio')).toHaveLength(10);
    expect(card('CalmCat')).toHaveTextContent('Added by the organisers: there is no moment to watch.');
    expect(card('SparkVixen')).toHaveTextContent('Not scored yet');
  });

  it('shows a chosen score at once, sends it, and says so once it is saved', async () => {
    const { api, user } = await openSheet(sheet(), { [`${SHEET_PATH}/scores/12`]: { status: 200, body: SCORED } });
    const held = holdWrites(api, 'PUT', `${SHEET_PATH}/scores/12`);
    await user.click(within(group('SparkVixen')).getByRole('radio', { name: '8' }));

    expect(within(group('SparkVixen')).getByRole('radio', { name: '8' })).toBeChecked();
    expect(within(card('SparkVixen')).getByRole('status')).toHaveTextContent('Saving…');
    expect(screen.getByText('1 nominee left to score')).toBeVisible();
    expect(screen.getByText('2 of 3 scored')).toBeVisible();
    expect(writes(api)).toEqual([{ method: 'PUT', path: `${SHEET_PATH}/scores/12`, body: { score: 8 } }]);

    await held.release();
    await waitFor(() => expect(within(card('SparkVixen')).getByRole('status')).toHaveTextContent('Saved'));
    expect(within(group('SparkVixen')).getByRole('radio', { name: '8' })).toBeChecked();
  });

  it('keeps a chosen score checked from the click on, before the sheet has taken it', async () => {
    const { api } = await openSheet(sheet(), { [`${SHEET_PATH}/scores/12`]: { status: 200, body: SCORED } });
    const held = holdWrites(api, 'PUT', `${SHEET_PATH}/scores/12`);
    const eight = within(group('SparkVixen')).getByRole('radio', { name: '8' });
    fireEvent.click(eight);
    expect(eight).toBeChecked();
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    await held.release();
    await waitFor(() => expect(within(card('SparkVixen')).getByRole('status')).toHaveTextContent('Saved'), LOAD);
    expect(eight).toBeChecked();
  });

  it('moves through the scores with the arrow keys, as radio buttons do, saving each', async () => {
    const { api, user } = await openSheet(sheet(), { [`${SHEET_PATH}/scores/11`]: { status: 200, body: sheet() } });
    within(group('GiggleGrenade')).getByRole('radio', { name: '7' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group('GiggleGrenade')).getByRole('radio', { name: '8' })).toHaveFocus();
    await waitFor(() => expect(writes(api)).toEqual([{ method: 'PUT', path: `${SHEET_PATH}/scores/11`, body: { score: 8 } }]));
  });

  it('puts the score back and says why when the server refuses it', async () => {
    const refusal = { statusCode: 409, code: 'round_sealed', message: 'This voting round is sealed: its results, dates and scores can no longer change.' };
    const { user } = await openSheet(sheet(), { [`${SHEET_PATH}/scores/12`]: { status: 409, body: refusal } });
    await user.click(within(group('SparkVixen')).getByRole('radio', { name: '4' }));
    await waitFor(() => expect(within(card('SparkVixen')).getByRole('status')).toHaveTextContent(`Not saved. ${refusal.message}`));
    expect(within(group('SparkVixen')).getByRole('radio', { name: '4' })).not.toBeChecked();
    expect(screen.getByText('2 nominees left to score')).toBeVisible();
  });

  it('declares a conflict of interest after saying what it means, then shows the sheet read-only', async () => {
    const declared = sheet({ conflict_declared_at: '2026-12-01T10:00:00Z' }, { conflict_note: 'My cousin is nominated' });
    const { api, user } = await openSheet(sheet(), { [`${SHEET_PATH}/conflict`]: { status: 200, body: declared } });
    await user.click(screen.getByRole('button', { name: 'Declare a conflict of interest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare a conflict of interest in Most hilarious reaction?' });
    expect(dialog).toHaveTextContent('You will then abstain in this nomination');
    expect(writes(api)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Note for the organisers/), 'My cousin is nominated');
    await user.click(within(dialog).getByRole('button', { name: 'Declare and abstain' }));
    await waitFor(() => expect(writes(api)).toEqual([{ method: 'POST', path: `${SHEET_PATH}/conflict`, body: { note: 'My cousin is nominated' } }]));

    expect(await screen.findByText(/You declared a conflict of interest on .*: you abstain in this nomination/)).toBeVisible();
    expect(screen.getByText('Your note: My cousin is nominated')).toBeVisible();
    expect(screen.getByText('Abstained: conflict of interest')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Declare a conflict of interest' })).toBeNull();
    for (const radio of within(group('SparkVixen')).getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('shows a sealed round read-only, its scores kept', async () => {
    await openSheet(sheet({ sealed: true }));
    expect(screen.getByText('This round is sealed: your scores are final and can no longer change.')).toBeVisible();
    expect(screen.getByText('Sealed: read-only')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Declare a conflict of interest' })).toBeNull();
    expect(within(group('GiggleGrenade')).getByRole('radio', { name: '7' })).toBeChecked();
    for (const radio of within(group('GiggleGrenade')).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(card('SparkVixen')).not.toHaveTextContent('Not scored yet');
  });

  it('says so when the nomination is not assigned to the judge', async () => {
    await openSheet({ statusCode: 404, code: 'not_found', message: 'Not found' }, { [SHEET_PATH]: { status: 404, body: { statusCode: 404, code: 'not_found', message: 'Not found' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'This nomination is not assigned to you.' })).toBeVisible();
    expect(screen.getByRole('link', { name: /All my nominations/ })).toHaveAttribute('href', '/backstage/judging');
  });
});
