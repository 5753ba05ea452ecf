/**
 * The mailbox an email address reaches, which decides "one account per mailbox": lower-cased,
 * without a `+tag`, and for the providers that ignore dots in the name (Gmail) or read them as
 * hyphens (Yandex) with the name as they read it, under the provider's main domain. The address as
 * typed stays the one mail goes to.
 *
 * Migration 0008 computes the same for the accounts that existed before it; the migration's test
 * checks both agree.
 */
const DOMAIN_ALIASES: Record<string, string> = {
  'googlemail.com': 'gmail.com',
  'ya.ru': 'yandex.ru',
  'yandex.com': 'yandex.ru',
  'yandex.by': 'yandex.ru',
  'yandex.kz': 'yandex.ru',
  'yandex.ua': 'yandex.ru',
};

const NAME_RULES: Record<string, (name: string) => string> = {
  'gmail.com': (name) => name.replaceAll('.', ''),
  'yandex.ru': (name) => name.replaceAll('.', '-'),
};

export function mailboxOf(email: string): string {
  const address = email.toLowerCase();
  const at = address.lastIndexOf('@');
  const typedDomain = address.slice(at + 1);
  const domain = DOMAIN_ALIASES[typedDomain] ?? typedDomain;
  const name = address.slice(0, at).replace(/\+.*$/s, '');
  return `${NAME_RULES[domain]?.(name) ?? name}@${domain}`;
}
