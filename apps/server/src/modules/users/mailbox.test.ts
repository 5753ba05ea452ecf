import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('the mailbox an address reaches', () => {
  it('is the address lower-cased, without a +tag', () => {
    expect(mailboxOf('Nova.Star@Example.COM')).toBe('nova.star@example.com');
    expect(mailboxOf('nova+awards@example.com')).toBe('nova@example.com');
    expect(mailboxOf('nova+one+two@example.com')).toBe('nova@example.com');
    expect(mailboxOf('n.o.v.a@example.com')).toBe('n.o.v.a@example.com');
  });

  it('drops the dots of a Gmail name and reads googlemail.com as gmail.com', () => {
    for (const email of ['name.surname@gmail.com', 'NameSurname@gmail.com', 'n.a.m.e.surname+x@googlemail.com', 'Name.Surname+a.b@GoogleMail.com']) {
      expect(mailboxOf(email), email).toBe('namesurname@gmail.com');
    }
  });

  it('reads the dots of a Yandex name as hyphens, under yandex.ru for each of its domains', () => {
    for (const domain of ['yandex.ru', 'ya.ru', 'yandex.com', 'yandex.by', 'yandex.kz', 'yandex.ua']) {
      expect(mailboxOf(`Ivan.Petrov+tag@${domain}`), domain).toBe('ivan-petrov@yandex.ru');
      expect(mailboxOf(`ivan-petrov@${domain}`), domain).toBe('ivan-petrov@yandex.ru');
    }
  });

  it('leaves other domains that look alike alone', () => {
    expect(mailboxOf('name.surname@gmail.co')).toBe('name.surname@gmail.co');
    expect(mailboxOf('ivan.petrov@mail.yandex.ru')).toBe('ivan.petrov@mail.yandex.ru');
  });

  it('keeps the last @ as the one before the domain', () => {
    expect(mailboxOf('"odd@name"+x@Example.com')).toBe('"odd@name"@example.com');
  });
});
