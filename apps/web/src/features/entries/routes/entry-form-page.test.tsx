import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';
import { clockAt, DURING, seasonSettings } from '@/test/season-dates';

/** The page's code is its own chunk: the first render waits for it. */
const LAZY = { timeout: 5000 };

/** Spaces as `Intl` writes them (a narrow one before PM), plain, so the expectations read. */
const plain = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ');

/** The application form's page of the first nomination at `now`. */
async function openForm(now: string) {
  clockAt(now);
  mockApi({ 'api/v2/settings': { status: 200, body: seasonSettings() } });
  renderApp('/application-form/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Most hilarious reaction' }, LAZY)).toBeVisible();
}

/** The notice standing in for the form, once the season's dates are in. */
const notice = async () => plain((await screen.findByText(/^(Applications are closed|Applications are not open yet|Las candidaturas aún no están abiertas)$/, {}, LAZY)).closest('[role="status"]')?.textContent);

afterEach(async () => {
  await act(() => setLanguage('EN'));
});

describe('the application form’s page', () => {
  it('shows the form while applications are open', async () => {
    await openForm(DURING.applications);
    expect(await screen.findByRole('button', { name: 'Send application' }, LAZY)).toBeVisible();
    expect(screen.queryByText('Applications are closed')).toBeNull();
  });

  it('once they have closed, says when, and what comes next with its date, instead of a form that would be refused', async () => {
    await openForm(DURING.beforeVoting);
    expect(await notice()).toBe('Applications are closedApplications closed on January 3, 2027, 11:59 PM CET. Longlist voting opens on January 13, 2027, 1:00 AM CET.');
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Before you send')).toBeNull();
  });

  it('while a round is open, leads to the nomination’s vote', async () => {
    await openForm(DURING.longlist);
    expect(await notice()).toContain('Longlist voting is open until January 31, 2027, 11:59 PM CET.');
    expect(screen.getByRole('link', { name: 'Vote now' })).toHaveAttribute('href', '/voting/1');
  });

  it('before they open, says when they will, in the visitor’s language', async () => {
    await act(() => setLanguage('SP'));
    clockAt(DURING.beforeApplications);
    mockApi({ 'api/v2/settings': { status: 200, body: seasonSettings() } });
    renderApp('/application-form/1');
    expect(await notice()).toBe('Las candidaturas aún no están abiertasLas candidaturas se abren el 18 de noviembre de 2026, 1:00 (CET).');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
