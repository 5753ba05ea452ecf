import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ClickToLoad } from './click-to-load';

const SRC = 'https://player.kick.com/awards';

afterEach(async () => {
  await act(() => setLanguage('EN'));
});

describe('a player loaded on a click', () => {
  it('holds no frame until the button is pressed, saying why', () => {
    const { container } = render(<ClickToLoad provider="Kick" src={SRC} title="Main stream (Kick player)" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Nothing loads from Kick until you press the button.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load the Kick player' })).toBeVisible();
  });

  it("loads the player in its place once pressed, named, and keeps the keyboard's place in its box", async () => {
    const user = userEvent.setup();
    const { container } = render(<ClickToLoad provider="Kick" src={SRC} title="Main stream (Kick player)" />);
    await user.click(screen.getByRole('button', { name: 'Load the Kick player' }));
    const frame = screen.getByTitle('Main stream (Kick player)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', SRC);
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(container.querySelector('.click-to-load'));
  });

  it.each([
    ['SP', 'Cargar el reproductor de Twitch', 'No se carga nada de Twitch hasta que pulses el botón.'],
    ['RU', 'Загрузить плеер Twitch', 'Пока вы не нажмёте кнопку, с Twitch ничего не загружается.'],
    ['PT', 'Carregar o player do Twitch', 'Nada é carregado do Twitch até você apertar o botão.'],
  ] as const)('speaks the language shown (%s)', async (language, button, privacy) => {
    await act(() => setLanguage(language));
    render(<ClickToLoad provider="Twitch" src={SRC} title="Twitch" />);
    expect(screen.getByRole('button', { name: button })).toBeVisible();
    expect(screen.getByText(privacy)).toBeVisible();
  });
});
