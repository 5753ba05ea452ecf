import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { board, BOARD_PATH, nominee, NOMINEES, openNominees, resetSession, sent, shortlistBoard } from '../testing/nominees-fixtures';

afterEach(resetSession);

const PHOTOS_PATH = 'api/v2/backstage/nominee-photos';
const SHORTLIST_BOARD = 'api/v2/backstage/rounds/2/nominations/1/nominees';
const SHORTLIST_PATH = 'api/v2/backstage/rounds/2/nominations/1/shortlist';
const UPLOADED = 'https://images.example/uploads/moonmoth-square.webp';

const standingRow = (nickname: string) => within(screen.getByRole('list', { name: 'Longlist standings' })).getByText(nickname).closest('li')!;

describe('adding nominees', { timeout: 15_000 }, () => {
  it('adds one by hand: the photo goes up first as multipart, shows as stored, then the nominee is added with it', async () => {
    const added = board({ nominees: [...NOMINEES, nominee(16, 'MoonMoth', { photo: UPLOADED, application_id: null, entries: 0 })] });
    const { api, user } = await openNominees(
      '/backstage/nominees?round=1&nomination=1',
      { [BOARD_PATH]: { status: 200, body: board() } },
      { [`POST ${PHOTOS_PATH}`]: { status: 201, body: { photo: UPLOADED } }, [`POST ${BOARD_PATH}`]: { status: 201, body: added } },
    );
    await user.click(await screen.findByRole('tab', { name: 'By hand' }));
    await user.type(screen.getByLabelText(/^Nickname/), 'MoonMoth');
    await user.type(screen.getByLabelText(/^Streamer's page link/), 'https://www.twitch.tv/moonmoth');
    await user.click(screen.getByRole('button', { name: 'Add the nominee' }));
    expect(await screen.findByText('Choose a photo to upload.')).toBeVisible();
    expect(sent(api)).toEqual([]);

    const file = new File(['a square photo'], 'moonmoth.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Photo/), file);
    await waitFor(() => expect(screen.getByText('Uploaded: the voting page shows it like this.')).toBeVisible());
    expect(document.querySelector('.image-upload__preview img')).toHaveAttribute('src', UPLOADED);
    const [upload] = sent(api);
    expect(upload).toMatchObject({ method: 'POST', path: PHOTOS_PATH });
    expect(upload!.body).toBeInstanceOf(FormData);
    expect((upload!.body as FormData).get('photo')).toMatchObject({ name: 'moonmoth.png', type: 'image/png' });
    expect(screen.queryByText('Choose a photo to upload.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add the nominee' }));
    await waitFor(() => expect(screen.getByText('MoonMoth is now a nominee.')).toBeVisible());
    expect(sent(api)[1]).toEqual({
      method: 'POST',
      path: BOARD_PATH,
      query: '',
      body: { from: 'hand', nickname: 'MoonMoth', link_to_page: 'https://www.twitch.tv/moonmoth', photo: UPLOADED },
    });
    expect(screen.getByLabelText(/^Nickname/)).toHaveValue('');
  });

  it("shows the server's refusal of a photo under the field", async () => {
    const refusal = { statusCode: 400, code: 'photo_damaged', message: 'This image could not be read. Try another file.' };
    const { user } = await openNominees('/backstage/nominees?round=1&nomination=1', { [BOARD_PATH]: { status: 200, body: board() } }, { [`POST ${PHOTOS_PATH}`]: { status: 400, body: refusal } });
    await user.click(await screen.findByRole('tab', { name: 'By hand' }));
    await user.upload(screen.getByLabelText(/^Photo/), new File(['not an image'], 'broken.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(refusal.message)).toBeVisible();
    expect(screen.getByLabelText(/^Photo/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("builds the shortlist from the longlist's standings: top N pre-selected, ties at the cut marked and decided, wildcards ticked", async () => {
    const built = shortlistBoard({ nominees: [nominee(21, 'GiggleGrenade')] });
    const { api, user } = await openNominees(
      '/backstage/nominees?round=2&nomination=1',
      { [SHORTLIST_BOARD]: { status: 200, body: shortlistBoard() } },
      { [`POST ${SHORTLIST_PATH}`]: { status: 200, body: built } },
    );
    expect(await screen.findByRole('tab', { name: 'From the longlist', selected: true })).toBeVisible();
    expect(screen.getByText(/opening this list before then is recorded in the audit log/)).toBeVisible();
    expect(screen.getByLabelText(/^Top N/)).toHaveValue(5);

    await user.clear(screen.getByLabelText(/^Top N/));
    await user.type(screen.getByLabelText(/^Top N/), '3');
    for (const nickname of ['GiggleGrenade', 'SparkVixen', 'CalmCat']) expect(standingRow(nickname)).toHaveTextContent('In the top 3');
    expect(standingRow('GiggleGrenade')).toHaveTextContent('Result 61.25');
    expect(standingRow('CalmCat')).toHaveTextContent('Tied at the cut');
    expect(standingRow('MoonMoth')).toHaveTextContent('Tied at the cut');
    expect(standingRow('NightOwl')).not.toHaveTextContent('Tied at the cut');
    const takeMoonMoth = screen.getByRole('checkbox', { name: 'Take MoonMoth, tied at the cut' });
    expect(takeMoonMoth).not.toBeChecked();
    expect(screen.getByText('3 nominees will be added.')).toBeVisible();

    await user.click(takeMoonMoth);
    await user.click(screen.getByRole('checkbox', { name: 'NightOwl as a jury wildcard' }));
    expect(screen.getByText('5 nominees will be added.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Build the shortlist' }));

    await waitFor(() => expect(sent(api)).toEqual([{ method: 'POST', path: SHORTLIST_PATH, query: '', body: { size: 3, also: [14], wildcards: [15] } }]));
    expect(await screen.findByText('The shortlist is built.')).toBeVisible();
  });
});
