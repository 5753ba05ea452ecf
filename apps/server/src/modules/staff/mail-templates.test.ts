import { LANGUAGE_CODES } from '@awards/contracts';
import { describe, expect, it } from 'vitest';
import { roleMail, type RoleChange } from './mail-templates';

const vars = { title: 'Awards', name: 'Ana', role: 'judge' as const, by: { name: 'Olga', email: 'olga@example.com' }, link: 'https://awards.example.com/backstage' };
const changes: RoleChange[] = [
  { kind: 'granted', secondFactorSetUp: false },
  { kind: 'created', password: 'Abcdefghjkmnpqrs' },
  { kind: 'revoked', rolesLeft: ['moderator'] },
];

describe('the role mails', () => {
  it('say in every language which role changed, by whom and where the backstage is, with the role’s name quoted', () => {
    const judge = { EN: '“judge”', SP: '«miembro del jurado»', RU: '«член жюри»', PT: '“jurado”' };
    for (const language of LANGUAGE_CODES) {
      for (const change of changes) {
        const mail = roleMail('ana@example.com', language, vars, change);
        expect(mail.subject, `${language} ${change.kind}`).toContain(judge[language]);
        expect(mail.text, `${language} ${change.kind}`).toContain('Olga (olga@example.com)');
        expect(mail.text, `${language} ${change.kind}`).toContain('https://awards.example.com/backstage');
      }
    }
  });

  it('name the command line, and in Portuguese agree with the role (a função)', () => {
    const mail = roleMail('ana@example.com', 'PT', { ...vars, by: 'command_line' }, { kind: 'revoked', rolesLeft: [] });
    expect(mail.subject).toBe('Awards: sua função de “jurado” foi revogada');
    expect(mail.text).toContain('Sua função de “jurado” no Awards foi revogada pela linha de comando.');
    expect(mail.text).toContain('O backstage (https://awards.example.com/backstage) não abre mais para você');
  });

  it('carry a created account’s one-time password on a line of its own, and no password otherwise', () => {
    expect(roleMail('ana@example.com', 'RU', vars, changes[1]!).text.split('\n')).toContain('Abcdefghjkmnpqrs');
    expect(roleMail('ana@example.com', 'RU', vars, changes[0]!).text).not.toContain('Abcdefghjkmnpqrs');
  });
});
