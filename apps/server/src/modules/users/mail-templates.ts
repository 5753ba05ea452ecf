import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type LanguageCode } from '@awards/contracts';
import { renderMail } from '../../lib/mail-layout';
import type { Account } from './repository';

/** Why a one-time password is mailed: a new account, or a forgotten password. */
export type OneTimePasswordReason = 'sign_up' | 'reset';

interface Wording {
  subject: string;
  heading: string;
  paragraphs: string[];
  footer: string;
}

type Words = (vars: { name: string; title: string }) => Wording;

const wordings: Record<OneTimePasswordReason, Record<LanguageCode, Words>> = {
  sign_up: {
    EN: ({ name, title }) => ({
      subject: `Welcome to ${title}: your password`,
      heading: `Welcome, ${name}!`,
      paragraphs: [
        `Your ${title} account is ready. Sign in with the one-time password below, then choose your own password.`,
        'The one-time password works once and is valid for 24 hours. If our mails land in your spam folder, mark them as not spam.',
      ],
      footer: `You get this mail because this address was used to sign up at ${title}. If that was not you, ignore it.`,
    }),
    SP: ({ name, title }) => ({
      subject: `Bienvenido a ${title}: tu contraseña`,
      heading: `¡Bienvenido, ${name}!`,
      paragraphs: [
        `Tu cuenta de ${title} está lista. Inicia sesión con la contraseña de un solo uso de abajo y luego elige tu propia contraseña.`,
        'La contraseña de un solo uso funciona una vez y es válida durante 24 horas. Si nuestros correos llegan a la carpeta de spam, márcalos como no spam.',
      ],
      footer: `Recibes este correo porque esta dirección se usó para registrarse en ${title}. Si no fuiste tú, ignóralo.`,
    }),
    RU: ({ name, title }) => ({
      subject: `Добро пожаловать в ${title}: ваш пароль`,
      heading: `Добро пожаловать, ${name}!`,
      paragraphs: [
        `Ваш аккаунт ${title} готов. Войдите с одноразовым паролем ниже, затем выберите собственный пароль.`,
        'Одноразовый пароль действует один раз и в течение 24 часов. Если наши письма попадают в спам, отметьте их как «не спам».',
      ],
      footer: `Вы получили это письмо, потому что этот адрес указали при регистрации на ${title}. Если это были не вы, просто проигнорируйте его.`,
    }),
    PT: ({ name, title }) => ({
      subject: `Bem-vindo ao ${title}: sua senha`,
      heading: `Bem-vindo, ${name}!`,
      paragraphs: [
        `Sua conta no ${title} está pronta. Entre com a senha de uso único abaixo e depois escolha sua própria senha.`,
        'A senha de uso único funciona uma vez e vale por 24 horas. Se nossos e-mails forem parar no spam, marque-os como não spam.',
      ],
      footer: `Você recebeu este e-mail porque este endereço foi usado para se cadastrar no ${title}. Se não foi você, ignore-o.`,
    }),
  },
  reset: {
    EN: ({ name, title }) => ({
      subject: `${title}: your new one-time password`,
      heading: `Hello, ${name}`,
      paragraphs: [
        `Someone asked for a new password for your ${title} account. Sign in with the one-time password below, then choose a new password.`,
        'The one-time password works once and is valid for 24 hours. Until you use it, your current password keeps working.',
      ],
      footer: 'If you did not ask for a new password, ignore this mail: nothing changes.',
    }),
    SP: ({ name, title }) => ({
      subject: `${title}: tu nueva contraseña de un solo uso`,
      heading: `Hola, ${name}`,
      paragraphs: [
        `Alguien pidió una nueva contraseña para tu cuenta de ${title}. Inicia sesión con la contraseña de un solo uso de abajo y luego elige una nueva contraseña.`,
        'La contraseña de un solo uso funciona una vez y es válida durante 24 horas. Hasta que la uses, tu contraseña actual sigue funcionando.',
      ],
      footer: 'Si no pediste una nueva contraseña, ignora este correo: no cambia nada.',
    }),
    RU: ({ name, title }) => ({
      subject: `${title}: ваш новый одноразовый пароль`,
      heading: `Здравствуйте, ${name}`,
      paragraphs: [
        `Для вашего аккаунта ${title} запросили новый пароль. Войдите с одноразовым паролем ниже, затем выберите новый пароль.`,
        'Одноразовый пароль действует один раз и в течение 24 часов. Пока вы его не используете, текущий пароль продолжает работать.',
      ],
      footer: 'Если вы не запрашивали новый пароль, проигнорируйте это письмо: ничего не изменится.',
    }),
    PT: ({ name, title }) => ({
      subject: `${title}: sua nova senha de uso único`,
      heading: `Olá, ${name}`,
      paragraphs: [
        `Alguém pediu uma nova senha para sua conta no ${title}. Entre com a senha de uso único abaixo e depois escolha uma nova senha.`,
        'A senha de uso único funciona uma vez e vale por 24 horas. Até você usá-la, sua senha atual continua funcionando.',
      ],
      footer: 'Se você não pediu uma nova senha, ignore este e-mail: nada muda.',
    }),
  },
};

/** The mail carrying a one-time password; the password sits on a line of its own in the text part. */
export function oneTimePasswordMail(
  reason: OneTimePasswordReason,
  language: LanguageCode,
  vars: { name: string; title: string; password: string },
): { subject: string; text: string; html: string } {
  const { subject, ...body } = wordings[reason][language](vars);
  const lang = LANGUAGES.find((l) => l.code === language)?.locale ?? 'en';
  return { subject, ...renderMail({ ...body, lang, code: vars.password }) };
}

export async function mailOneTimePassword(
  app: FastifyInstance,
  account: Account,
  reason: OneTimePasswordReason,
  language: LanguageCode,
  password: string,
): Promise<void> {
  const mail = oneTimePasswordMail(reason, language, { name: account.name, title: app.config.appTitle, password });
  await app.mailer.send({ to: account.email, ...mail });
}
