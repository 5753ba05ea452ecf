import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@awards/contracts';
import { applicationReceivedMail } from './mail-template';

const vars = { title: 'Awards', nickname: 'Lucky Lena', nomination: 'Most hilarious reaction' };
const receipt = (language: LanguageCode, reviewHours?: number) => applicationReceivedMail('lena@example.com', language, { ...vars, reviewHours });

describe('the receipt for an entry', () => {
  it('tells a Russian applicant that the entry was sent, never that it was accepted', () => {
    const mail = receipt('RU');
    expect(mail.subject).toBe('Awards: мы получили вашу заявку');
    expect(mail.text).toContain('Ваша заявка отправлена!');
    expect(mail.text).toContain('Мы получили вашу заявку на Lucky Lena в номинации «Most hilarious reaction».');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/принят/i);
  });

  it('calls the nomination a category in Spanish and Portuguese, and the entry an application in English', () => {
    expect(receipt('SP').text).toContain('Hemos recibido tu candidatura para Lucky Lena en la categoría «Most hilarious reaction».');
    expect(receipt('PT').text).toContain('Recebemos sua inscrição para Lucky Lena na categoria “Most hilarious reaction”.');
    const english = receipt('EN');
    expect(english.subject).toBe('Awards: we have received your application');
    expect(english.text).toContain('We have received your application for Lucky Lena in the nomination “Most hilarious reaction”.');
  });

  it('promises the review within 60 hours, in the form each language gives the number', () => {
    expect(receipt('EN').text).toContain('We will review it within 60 hours.');
    expect(receipt('SP').text).toContain('La revisaremos en un plazo máximo de 60 horas.');
    expect(receipt('RU').text).toContain('Мы рассмотрим её в течение 60 часов.');
    expect(receipt('PT').text).toContain('Vamos analisá-la em até 60 horas.');
  });

  it('fits the words to any number of hours', () => {
    expect([1, 21, 22, 60].map((hours) => receipt('RU', hours).text.match(/в течение (\d+ \S+?)\./)?.[1])).toEqual(['1 часа', '21 часа', '22 часов', '60 часов']);
    expect(receipt('EN', 1).text).toContain('within 1 hour.');
    expect(receipt('SP', 1).text).toContain('en un plazo máximo de 1 hora.');
    expect(receipt('PT', 1).text).toContain('em até 1 hora.');
  });
});
