import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '@/components/ui/notification/notifications';
import { createQueryClient } from '@/lib/query-client';
import { ContactForm } from './contact-form';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationsProvider>
        <ContactForm />
      </NotificationsProvider>
    </QueryClientProvider>,
  );
  return { email: screen.getByLabelText('Email'), message: screen.getByLabelText('Message'), submit: screen.getByRole('button', { name: 'Send' }) };
}

describe('the contact form', () => {
  it('shows every error on an invalid submit and sends nothing', async () => {
    const fetchMock = answer(201, {});
    const user = userEvent.setup();
    const { submit, email } = renderForm();
    await user.click(submit);
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a field error only once it has been typed in', async () => {
    answer(201, {});
    const user = userEvent.setup();
    const { email } = renderForm();
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('sends the trimmed email and message as comments; closing the success notification empties the form', async () => {
    const fetchMock = answer(201, { id: 1, email: 'fan@example.com', comments: 'Hello there' });
    const user = userEvent.setup();
    const { email, message, submit } = renderForm();
    await user.type(email, '  fan@example.com ');
    await user.type(message, ' Hello there ');
    await user.click(submit);

    const notification = await screen.findByRole('status');
    expect(notification).toHaveTextContent('SUCCESS');
    expect(notification).toHaveTextContent('Your message has been sent.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/contact_us/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'fan@example.com', comments: 'Hello there' });
    expect(submit).toBeDisabled();

    await user.click(within(notification).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(email).toHaveValue(''));
    expect(message).toHaveValue('');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('shows the error notification titled ERROR when sending fails, and keeps what was typed', async () => {
    answer(500, { statusCode: 500, code: 'internal', message: 'Failed' });
    const user = userEvent.setup();
    const { email, message, submit } = renderForm();
    await user.type(email, 'fan@example.com');
    await user.type(message, 'Hello there');
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ERROR');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(email).toHaveValue('fan@example.com');
  });
});
