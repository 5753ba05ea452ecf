import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@awards/contracts';
import { oneTimePasswordMail, type OneTimePasswordReason } from './mail-templates';

const vars = { name: 'Ana', title: 'Awards', password: 'Kx7mPq2rTz9w' };
const mail = (reason: OneTimePasswordReason, language: LanguageCode, hours?: number) => oneTimePasswordMail(reason, language, { ...vars, hours });

describe('the one-time password mails', () => {
  it('say how long the password lasts: 24 hours, in the form each language gives the number', () => {
    for (const reason of ['sign_up', 'reset'] as const) {
      expect(mail(reason, 'EN').text).toContain('is valid for 24 hours.');
      expect(mail(reason, 'SP').text).toContain('es válida durante 24 horas.');
      expect(mail(reason, 'RU').text).toContain('действует 24 часа.');
      expect(mail(reason, 'PT').text).toContain('vale por 24 horas.');
    }
  });

  it('fit the words to any number of hours', () => {
    expect([1, 2, 5, 21, 48].map((hours) => mail('reset', 'RU', hours).text.match(/действует (\d+ \S+?)\./)?.[1])).toEqual([
      '1 час',
      '2 часа',
      '5 часов',
      '21 час',
      '48 часов',
    ]);
    expect(mail('reset', 'EN', 1).text).toContain('is valid for 1 hour.');
    expect(mail('sign_up', 'SP', 1).text).toContain('es válida durante 1 hora.');
    expect(mail('sign_up', 'PT', 1).text).toContain('vale por 1 hora.');
  });

  it('welcome a new Spanish or Portuguese user without assuming a gender', () => {
    const spanish = mail('sign_up', 'SP');
    expect(spanish.subject).toBe('Te damos la bienvenida a Awards: tu contraseña de un solo uso');
    expect(spanish.text).toContain('¡Te damos la bienvenida, Ana!');
    const portuguese = mail('sign_up', 'PT');
    expect(portuguese.subject).toBe('Boas-vindas ao Awards: sua senha de uso único');
    expect(portuguese.text).toContain('Boas-vindas, Ana!');
    expect(`${spanish.text}${portuguese.text}`).not.toMatch(/Bienvenido|Bem-vindo/);
  });

  it('put the password on a line of its own after the words that point to it', () => {
    const lines = mail('sign_up', 'RU').text.split('\n');
    const password = lines.indexOf(vars.password);
    expect(password).toBeGreaterThan(lines.findIndex((line) => line.includes('который указан ниже')));
  });
});
