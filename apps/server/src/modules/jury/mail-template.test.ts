import { describe, expect, it } from 'vitest';
import { reminderMail } from './mail-template';

const vars = {
  title: 'Awards',
  name: 'Ana',
  link: 'https://awards.example.com/backstage/judging',
  tasks: [
    { roundKind: 'longlist' as const, nomination: 'Fail of the Year', left: 1, nominees: 4 },
    { roundKind: 'shortlist' as const, nomination: 'Clip of the Year', left: 5, nominees: 5 },
  ],
};

describe('the reminder mail', () => {
  it('lists in English each voting round and nomination with the nominees left, and links to the judging screen', () => {
    const mail = reminderMail('ana@example.com', 'EN', vars);
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'Awards: nominees are waiting for your scores' });
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello, Ana',
        'As a judge at Awards, you still have nominees to score:',
        'Longlist voting round, nomination “Fail of the Year”: 1 nominee left to score (of 4).',
        'Shortlist voting round, nomination “Clip of the Year”: 5 nominees left to score (of 5).',
        'Score them in the backstage: https://awards.example.com/backstage/judging',
      ]),
    );
    expect(mail.html).toContain('lang="en"');
  });

  it('says it in Brazilian Portuguese, with the glossary’s words', () => {
    const mail = reminderMail('ana@example.com', 'PT', vars);
    expect(mail.subject).toBe('Awards: há indicados esperando sua nota');
    expect(mail.text).toContain('Rodada de votação “lista longa”, categoria “Fail of the Year”: falta 1 indicado para avaliar (de 4).');
    expect(mail.text).toContain('Rodada de votação “lista curta”, categoria “Clip of the Year”: faltam 5 indicados para avaliar (de 5).');
    expect(mail.text).toContain('Como jurado do Awards');
  });

  it('puts Russian counts in the right case', () => {
    const text = (left: number) => reminderMail('ana@example.com', 'RU', { ...vars, tasks: [{ roundKind: 'longlist', nomination: 'X', left, nominees: 30 }] }).text;
    // In the nominative, so that 22 reads as 2 does: «22 номинанта», not «оценить 22 номинантов».
    expect(text(1)).toContain('ещё без оценки 1 номинант (из 30)');
    expect(text(3)).toContain('ещё без оценки 3 номинанта (из 30)');
    expect(text(21)).toContain('ещё без оценки 21 номинант (из 30)');
    expect(text(22)).toContain('ещё без оценки 22 номинанта (из 30)');
    expect(text(25)).toContain('ещё без оценки 25 номинантов (из 30)');
  });
});
