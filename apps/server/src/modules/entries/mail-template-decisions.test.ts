import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@awards/contracts';
import { decisionMail, type DecisionMailVars } from './mail-template-decisions';

const vars: DecisionMailVars = { title: 'Awards', nickname: 'Lucky Lena', nomination: 'Most hilarious reaction', status: 'approved', reason: null, note: null, correction: false };
const mail = (language: LanguageCode, overrides: Partial<DecisionMailVars> = {}) => decisionMail('lena@example.com', language, { ...vars, ...overrides });
const declined = { status: 'declined', reason: 'video_not_2025', note: 'The moment is from March 2024.' } as const;

describe('the mail about a decision on an entry', () => {
  it('tells the applicant the entry was approved, naming the streamer, the nomination and the status of the account page, in the glossary’s words', () => {
    const english = mail('EN');
    expect(english.subject).toBe('Awards: your application has been approved');
    expect(english.text).toContain('We have approved your application for Lucky Lena in the nomination “Most hilarious reaction”.');
    expect(english.text).toContain('Its status in your account is now “Approved”.');
    expect(mail('SP').text).toContain('Hemos aprobado tu candidatura para Lucky Lena en la categoría «Most hilarious reaction».');
    expect(mail('SP').text).toContain('«Aprobada»');
    expect(mail('RU').subject).toBe('Awards: ваша заявка одобрена');
    expect(mail('RU').text).toContain('Её статус в личном кабинете теперь «Одобрена».');
    expect(mail('PT').text).toContain('Aprovamos sua inscrição para Lucky Lena na categoria “Most hilarious reaction”.');
    expect(mail('PT').text).toContain('“Aprovada”');
  });

  it('gives a decline’s reason in the applicant’s language, and the organisers’ note as written', () => {
    expect(mail('EN', declined).text).toContain('Reason: the video is not from 2025.');
    expect(mail('EN', declined).text).toContain('A note from the organisers: The moment is from March 2024.');
    expect(mail('EN', declined).text).toContain('“Declined”');
    expect(mail('SP', declined).subject).toBe('Awards: tu candidatura ha sido rechazada');
    expect(mail('SP', declined).text).toContain('Motivo: el vídeo no es de 2025.');
    expect(mail('RU', declined).text).toContain('Причина: видео снято не в 2025 году.');
    expect(mail('RU', declined).text).toContain('«Отклонена»');
    expect(mail('PT', declined).text).toContain('Motivo: o vídeo não é de 2025.');
    expect(mail('PT', declined).text).toContain('“Recusada”');
  });

  it('has a reason in every language for every reason, and no note line without a note', () => {
    for (const language of LANGUAGE_CODES) {
      for (const reason of ['video_not_2025', 'off_topic', 'duplicate', 'broken_link', 'not_allowed'] as const) {
        const text = mail(language, { status: 'declined', reason }).text;
        expect(text).toMatch(/(Reason|Motivo|Причина): \S/);
        expect(text).not.toMatch(/(organisers|organizadores|организаторов):/);
      }
    }
  });

  it('leaves out a reason that would only say “other”: the organisers’ note gives it', () => {
    for (const language of LANGUAGE_CODES) {
      const text = mail(language, { status: 'declined', reason: 'other', note: 'The stream was private.' }).text;
      expect(text).not.toMatch(/(Reason|Motivo|Причина):/);
      expect(text).not.toMatch(/(?<!\p{L})(other|otro|другое|outro)\./iu);
      expect(text).toContain('The stream was private.');
    }
  });

  it('tells of a changed decision as a correction of the mail before', () => {
    const english = mail('EN', { correction: true });
    expect(english.subject).toBe('Awards: we have changed our decision on your application');
    expect(english.text).toContain('changed our decision: it is now approved.');
    expect(english.text).toContain('Please disregard our earlier mail about it.');
    expect(mail('RU', { ...declined, correction: true }).text).toContain('изменили решение: теперь она отклонена.');
    expect(mail('SP', { correction: true }).subject).toBe('Awards: hemos cambiado nuestra decisión sobre tu candidatura');
    expect(mail('PT', { ...declined, correction: true }).text).toContain('mudamos nossa decisão: agora ela está recusada.');
  });

  it('marks the html with the language, and escapes what staff and applicants wrote', () => {
    const html = mail('PT', { ...declined, note: '<b>nope</b>', nickname: 'A&B' }).html;
    expect(html).toContain('lang="pt"');
    expect(html).toContain('&lt;b&gt;nope&lt;/b&gt;');
    expect(html).toContain('A&amp;B');
  });
});
