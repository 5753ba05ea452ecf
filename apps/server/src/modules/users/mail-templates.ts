import { LANGUAGES, pluralForm, type LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { renderMail } from '../../lib/mail-layout';
import { enqueueMail } from '../mail';
import { ONE_TIME_PASSWORD_LIFETIME_MS } from './passwords';
import type { Account } from './repository';

export const ONE_TIME_PASSWORD_HOURS = ONE_TIME_PASSWORD_LIFETIME_MS / 3_600_000;

/** Why a one-time password is mailed: a new account, or a forgotten password. */
export type OneTimePasswordReason = 'sign_up' | 'reset';

interface Wording {
  subject: string;
  heading: string;
  paragraphs: string[];
  footer: string;
}

type Words = (vars: { name: string; title: string; hours: number }) => Wording;

/** How long a one-time password is valid, in words: for every mail that carries one. */
export const validFor: Record<LanguageCode, (hours: number) => string> = {
  EN: (hours) => pluralForm({ one: '{{count}} hour', other: '{{count}} hours' }, hours, 'EN'),
  SP: (hours) => pluralForm({ one: '{{count}} hora', many: '{{count}} de horas', other: '{{count}} horas' }, hours, 'SP'),
  RU: (hours) => pluralForm({ one: '{{count}} час', few: '{{count}} часа', many: '{{count}} часов', other: '{{count}} часа' }, hours, 'RU'),
  PT: (hours) => pluralForm({ one: '{{count}} hora', many: '{{count}} de horas', other: '{{count}} horas' }, hours, 'PT'),
};

const wordings: Record<OneTimePasswordReason, Record<LanguageCode, Words>> = {
  sign_up: {
    EN: ({ name, title, hours }) => ({
      subject: `Welcome to ${title}: your one-time password`,
      heading: `Welcome, ${name}!`,
      paragraphs: [
        `Your ${title} account is ready. Sign in with the one-time password below, then choose your own password.`,
        `The one-time password works once and is valid for ${validFor.EN(hours)}. If our mails land in your spam folder, mark them as “Not spam”.`,
      ],
      footer: `You get this mail because this address was used to sign up at ${title}. If that was not you, ignore it.`,
    }),
    SP: ({ name, title, hours }) => ({
      subject: `Te damos la bienvenida a ${title}: tu contraseña de un solo uso`,
      heading: `¡Te damos la bienvenida, ${name}!`,
      paragraphs: [
        `Tu cuenta de ${title} está lista. Inicia sesión con la contraseña de un solo uso que verás a continuación y después elige tu propia contraseña.`,
        `La contraseña de un solo uso sirve para un único inicio de sesión y es válida durante ${validFor.SP(hours)}. Si nuestros correos llegan a la carpeta de spam, márcalos como «No es spam».`,
      ],
      footer: `Recibes este correo porque esta dirección se ha usado para crear una cuenta en ${title}. Si no has sido tú, ignóralo.`,
    }),
    RU: ({ name, title, hours }) => ({
      subject: `Добро пожаловать в ${title}: ваш одноразовый пароль`,
      heading: `Добро пожаловать, ${name}!`,
      paragraphs: [
        `Ваш аккаунт на сайте ${title} готов. Войдите с помощью одноразового пароля, который указан ниже, а затем придумайте свой пароль.`,
        `Одноразовый пароль подходит для одного входа и действует ${validFor.RU(hours)}. Если наши письма попадают в спам, отметьте их как «Не спам».`,
      ],
      footer: `Вы получили это письмо, потому что этот адрес указали при регистрации на сайте ${title}. Если это были не вы, просто проигнорируйте его.`,
    }),
    PT: ({ name, title, hours }) => ({
      subject: `Boas-vindas ao ${title}: sua senha de uso único`,
      heading: `Boas-vindas, ${name}!`,
      paragraphs: [
        `Sua conta no ${title} está pronta. Entre com a senha de uso único abaixo e depois crie sua própria senha.`,
        `A senha de uso único serve para um só acesso e vale por ${validFor.PT(hours)}. Se nossos e-mails forem parar no spam, marque-os como “Não é spam”.`,
      ],
      footer: `Você recebeu este e-mail porque este endereço foi usado para criar uma conta no ${title}. Se não foi você, ignore-o.`,
    }),
  },
  reset: {
    EN: ({ name, title, hours }) => ({
      subject: `${title}: your new one-time password`,
      heading: `Hello, ${name}`,
      paragraphs: [
        `Someone asked for a new password for your ${title} account. Sign in with the one-time password below, then choose a new password.`,
        `The one-time password works once and is valid for ${validFor.EN(hours)}. Until you use it, your current password keeps working.`,
      ],
      footer: 'If you did not ask for a new password, ignore this mail: nothing changes.',
    }),
    SP: ({ name, title, hours }) => ({
      subject: `${title}: tu nueva contraseña de un solo uso`,
      heading: `¡Hola, ${name}!`,
      paragraphs: [
        `Alguien ha pedido una nueva contraseña para tu cuenta de ${title}. Inicia sesión con la contraseña de un solo uso que verás a continuación y después elige una nueva contraseña.`,
        `La contraseña de un solo uso sirve para un único inicio de sesión y es válida durante ${validFor.SP(hours)}. Hasta que la uses, tu contraseña actual sigue funcionando.`,
      ],
      footer: 'Si no has pedido una nueva contraseña, ignora este correo: no cambiará nada.',
    }),
    RU: ({ name, title, hours }) => ({
      subject: `${title}: ваш новый одноразовый пароль`,
      heading: `Здравствуйте, ${name}!`,
      paragraphs: [
        `Для вашего аккаунта на сайте ${title} запросили новый пароль. Войдите с помощью одноразового пароля, который указан ниже, а затем придумайте новый пароль.`,
        `Одноразовый пароль подходит для одного входа и действует ${validFor.RU(hours)}. Пока вы им не воспользуетесь, текущий пароль продолжит работать.`,
      ],
      footer: 'Если вы не запрашивали новый пароль, проигнорируйте это письмо: ничего не изменится.',
    }),
    PT: ({ name, title, hours }) => ({
      subject: `${title}: sua nova senha de uso único`,
      heading: `Olá, ${name}!`,
      paragraphs: [
        `Alguém pediu uma nova senha para sua conta no ${title}. Entre com a senha de uso único abaixo e depois crie uma nova senha.`,
        `A senha de uso único serve para um só acesso e vale por ${validFor.PT(hours)}. Enquanto você não a usar, sua senha atual continua valendo.`,
      ],
      footer: 'Se você não pediu uma nova senha, ignore este e-mail: nada vai mudar.',
    }),
  },
};

/** The mail carrying a one-time password; the password sits on a line of its own in the text part. */
export function oneTimePasswordMail(
  reason: OneTimePasswordReason,
  language: LanguageCode,
  vars: { name: string; title: string; password: string; hours?: number },
): { subject: string; text: string; html: string } {
  const { subject, ...body } = wordings[reason][language]({ ...vars, hours: vars.hours ?? ONE_TIME_PASSWORD_HOURS });
  const lang = LANGUAGES.find((l) => l.code === language)?.locale ?? 'en';
  return { subject, ...renderMail({ ...body, lang, code: vars.password }) };
}

/** Queues the mail carrying a one-time password in `db`, the transaction that stores the password's hash: neither exists without the other. */
export async function mailOneTimePassword(
  db: Database,
  title: string,
  account: Pick<Account, 'email' | 'name'>,
  { reason, language, password }: { reason: OneTimePasswordReason; language: LanguageCode; password: string },
): Promise<void> {
  const mail = oneTimePasswordMail(reason, language, { name: account.name, title, password });
  await enqueueMail(db, { to: account.email, ...mail });
}
