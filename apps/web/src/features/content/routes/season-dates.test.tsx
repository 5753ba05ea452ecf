import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showMoment } from '@awards/contracts';
import { settingsFixture } from '@/test/api-fixtures';
import { draftPath, inEvery, item, openContent, resetSession } from '../testing/content-fixtures';

afterEach(resetSession);

const TIMER = { collection: 'timer', items: [item(1, inEvery({ description: 'Send your favourite moments before the deadline.' }))], missing: [] };
const { applications, live } = settingsFixture.phases;

describe('the season’s dates in the content editor', { timeout: 15_000 }, () => {
  it('offers each placeholder with what it shows now, to copy, and shows a text quoting one as the site will', async () => {
    const { user } = await openContent('/backstage/content/faq/2');
    await user.click(await screen.findByText('Dates from the season'));
    const closing = screen.getByText('{applications.end}').closest('li')!;
    expect(closing).toHaveTextContent(`{applications.end}Applications close${showMoment(applications.ends_at, 'EN')}Copy`);
    expect(screen.getByRole('link', { name: 'Season page' })).toHaveAttribute('href', '/backstage/season');
    await user.click(within(closing).getByRole('button', { name: 'Copy {applications.end}' }));
    expect(await navigator.clipboard.readText()).toBe('{applications.end}');

    const russian = within(screen.getByRole('group', { name: 'Answer' })).getByLabelText('RU Russian');
    await user.clear(russian);
    // `{{` types one brace: user-event reads a single one as the start of a key's name.
    await user.type(russian, 'Эфир начнётся в {{show.start:time}.');
    expect(russian).toHaveAccessibleDescription(expect.stringContaining(`On the site: Эфир начнётся в ${showMoment(live.starts_at, 'RU', 'time')}.`));
  });

  it('shows the timer’s end as the season’s next moment, read-only, with a link to the Season page, and its lead alone to edit', async () => {
    await openContent('/backstage/content/timer/1', { [draftPath('timer')]: { status: 200, body: TIMER } });
    const end = await screen.findByRole('region', { name: 'Counts down to' });
    expect(await within(end).findByText(showMoment(applications.ends_at, 'EN'))).toBeVisible();
    expect(within(end).getByRole('link', { name: 'Season page' })).toHaveAttribute('href', '/backstage/season');
    expect(within(end).queryByRole('textbox')).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Text under the countdown' })).getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });
});
