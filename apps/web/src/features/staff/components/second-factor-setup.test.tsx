import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

const LOAD = { timeout: 5000 };
const ME = 'api/v2/backstage/me';
const self = (fields: Record<string, unknown>) => ({ id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], ...fields });
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const CODES = Array.from({ length: 10 }, (_, index) => `c0d${index}-x${index}y${index}`);

const bodiesSent = (api: ReturnType<typeof mockApi>, path: string) =>
  api.fetch.mock.calls.filter(([input]) => String(input).replace(/^\/+/, '') === path).map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));

afterEach(() => localStorage.clear());

describe('setting up two-step verification', { timeout: 15_000 }, () => {
  it('shows the QR code as an image and the key as text, confirms the first code, shows the ten recovery codes once, then opens the backstage', async () => {
    const backstageToken = testToken({ name: 'Ada Lovelace', second_factor: 1 });
    const overrides = {
      [ME]: { status: 200, body: self({ second_factor: 'none', verified: false }) },
      'api/v2/backstage/second-factor/setup': { status: 200, body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauth_url: 'otpauth://totp/Awards:ada', qr_svg: QR } },
      'api/v2/backstage/second-factor/confirm': { status: 200, body: { token: backstageToken, recovery_codes: CODES } },
      'api/v2/backstage/staff': { status: 200, body: [] },
    };
    const api = mockApi(overrides);
    const firstToken = testToken();
    localStorage.setItem('token', firstToken);
    const user = userEvent.setup();
    renderApp('/backstage/staff');

    await user.click(await screen.findByRole('button', { name: 'Start' }, LOAD));
    const qr = await screen.findByRole('img', { name: 'QR code to add the backstage to your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`);
    // The markup is an image's source only: nothing of it is in the page.
    expect(document.querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
    expect(screen.getByLabelText('Key for the authenticator app')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible();
    expect(bodiesSent(api, 'api/v2/backstage/second-factor/confirm')).toEqual([{ code: '123456' }]);
    expect(screen.getByText(/each of these 10 recovery codes opens the backstage once/)).toBeVisible();
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    // The token waits until the codes are saved: storing it would close this screen.
    expect(localStorage.getItem('token')).toBe(firstToken);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(await screen.findByText('The recovery codes are copied.')).toBeVisible();
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'backstage-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(CODES.join('\n'));

    const open = screen.getByRole('button', { name: 'Open the backstage' });
    expect(open).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved my recovery codes'));
    overrides[ME] = { status: 200, body: self({ second_factor: 'confirmed', verified: true }) };
    await user.click(open);

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' }, LOAD)).toBeVisible();
    expect(localStorage.getItem('token')).toBe(backstageToken);
    expect(screen.queryByText(CODES[0]!)).toBeNull();
  });

  it("keeps the set-up on screen with the server's message when the first code is refused", async () => {
    const api = mockApi({
      [ME]: { status: 200, body: self({ second_factor: 'pending', verified: false }) },
      'api/v2/backstage/second-factor/setup': { status: 200, body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Awards:ada', qr_svg: QR } },
      'api/v2/backstage/second-factor/confirm': { status: 429, body: { statusCode: 429, code: 'rate_limited', message: 'Too many attempts. Wait a little and try again.' } },
    });
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    renderApp('/backstage');

    await user.click(await screen.findByRole('button', { name: 'Start' }, LOAD));
    await user.type(await screen.findByLabelText(/^Code from the app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Too many attempts. Wait a little and try again.')).toBeVisible();
    expect(screen.getByRole('img', { name: /QR code/ })).toBeVisible();
    await waitFor(() => expect(bodiesSent(api, 'api/v2/backstage/second-factor/setup')).toHaveLength(1));
  });
});
