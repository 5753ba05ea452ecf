import { LANGUAGES, type LanguageCode, type StaffRole } from '@awards/contracts';
import type { Mail } from '../../lib/mailer';
import { renderMail } from '../../lib/mail-layout';
import { ONE_TIME_PASSWORD_HOURS, validFor } from '../users';

/** Who changed a role, as the mail names them: an organiser on the Staff page, the command line, or the site's first start (the seed). */
export type RoleChanger = { name: string; email: string } | 'command_line' | 'first_start';

/** What changed: a role granted to an account (set up with a second factor or not yet), to an account created for it, or revoked. */
export type RoleChange =
  | { kind: 'granted'; secondFactorSetUp: boolean }
  | { kind: 'created'; password: string }
  | { kind: 'revoked'; rolesLeft: StaffRole[] };

export interface RoleMailVars {
  title: string;
  /** The person whose role changed. */
  name: string;
  role: StaffRole;
  by: RoleChanger;
  /** The backstage, absolute. */
  link: string;
}

type Kind = RoleChange['kind'];

interface Words {
  roles: Record<StaffRole, string>;
  /** A role's name quoted mid-sentence, as the language quotes. */
  quote: (role: string) => string;
  by: (changer: RoleChanger, change: 'granted' | 'revoked') => string;
  subject: Record<Kind, (title: string, role: string) => string>;
  heading: (name: string, created: boolean) => string;
  lead: Record<Kind, (title: string, role: string, by: string) => string>;
  link: (link: string) => string;
  signIn: (link: string, hours: number) => string;
  /** Asked at each sign-in, or to be set up at the first visit. */
  secondFactor: (setUp: boolean) => string;
  /** After a revocation: the roles kept, or none. */
  left: (rolesLeft: string[], link: string) => string;
  footer: (title: string, created: boolean) => string;
}

/** The glossary's words: organiser, moderator, judge, backstage, two-step verification, authenticator app, one-time password. */
const wordings: Record<LanguageCode, Words> = {
  EN: {
    roles: { organiser: 'organiser', moderator: 'moderator', judge: 'judge' },
    quote: (role) => `“${role}”`,
    by: (changer) => (changer === 'command_line' ? 'from the command line' : changer === 'first_start' ? 'when the site was first started' : `by ${changer.name} (${changer.email})`),
    subject: {
      granted: (title, role) => `${title}: you now hold the ${role} role in the backstage`,
      created: (title, role) => `${title}: an account was created for you as ${role}`,
      revoked: (title, role) => `${title}: your ${role} role was revoked`,
    },
    heading: (name, created) => (created ? `Welcome, ${name}!` : `Hello, ${name}`),
    lead: {
      granted: (title, role, by) => `You now hold the ${role} role at ${title}, granted ${by}.`,
      created: (title, role, by) => `An account at ${title} was created for this address with the ${role} role, granted ${by}.`,
      revoked: (title, role, by) => `Your ${role} role at ${title} was revoked ${by}.`,
    },
    link: (link) => `The backstage is at ${link}`,
    signIn: (link, hours) =>
      `To sign in, open the backstage at ${link}, enter this email and the one-time password below, then choose your own password. The one-time password works once and is valid for ${validFor.EN(hours)}.`,
    secondFactor: (setUp) =>
      setUp
        ? 'The backstage asks for a code from your authenticator app at each sign-in.'
        : 'At your first visit the backstage asks you to set up two-step verification with an authenticator app; after that it asks for a code from the app at each sign-in.',
    left: (rolesLeft, link) =>
      rolesLeft.length > 0
        ? `You keep the ${rolesLeft.join(', ')} role${rolesLeft.length > 1 ? 's' : ''}. Your backstage sessions have ended: at your next visit to ${link} the backstage asks for a code from your authenticator app again.`
        : `The backstage at ${link} no longer opens for you; your account on the site stays as it was. Should a role be granted again, the backstage will ask for a code from your authenticator app.`,
    footer: (title, created) =>
      created
        ? `You get this mail because this address was given a backstage role at ${title}. If you do not know why, ignore it or tell the organisers.`
        : `You get this mail because your roles at ${title} changed. If you did not expect it, tell the organisers.`,
  },
  SP: {
    roles: { organiser: 'organizador', moderator: 'moderador', judge: 'miembro del jurado' },
    quote: (role) => `«${role}»`,
    by: (changer) => (changer === 'command_line' ? 'desde la línea de comandos' : changer === 'first_start' ? 'al arrancar el sitio por primera vez' : `por ${changer.name} (${changer.email})`),
    subject: {
      granted: (title, role) => `${title}: ahora tienes el rol de ${role} en el backstage`,
      created: (title, role) => `${title}: se ha creado una cuenta para ti como ${role}`,
      revoked: (title, role) => `${title}: se te ha retirado el rol de ${role}`,
    },
    heading: (name, created) => (created ? `¡Te damos la bienvenida, ${name}!` : `¡Hola, ${name}!`),
    lead: {
      granted: (title, role, by) => `Ahora tienes el rol de ${role} en ${title}, concedido ${by}.`,
      created: (title, role, by) => `Se ha creado una cuenta en ${title} para esta dirección con el rol de ${role}, concedido ${by}.`,
      revoked: (title, role, by) => `Se te ha retirado el rol de ${role} en ${title}, ${by}.`,
    },
    link: (link) => `El backstage está en ${link}`,
    signIn: (link, hours) =>
      `Para iniciar sesión, abre el backstage en ${link}, introduce este correo electrónico y la contraseña de un solo uso que verás a continuación, y después elige tu propia contraseña. La contraseña de un solo uso sirve para un único inicio de sesión y es válida durante ${validFor.SP(hours)}.`,
    secondFactor: (setUp) =>
      setUp
        ? 'El backstage te pide un código de tu aplicación de autenticación cada vez que inicias sesión.'
        : 'En tu primera visita, el backstage te pedirá configurar la verificación en dos pasos con una aplicación de autenticación; después te pedirá un código de la aplicación cada vez que inicies sesión.',
    left: (rolesLeft, link) =>
      rolesLeft.length > 0
        ? `Sigues teniendo ${rolesLeft.length > 1 ? 'los roles' : 'el rol'} de ${rolesLeft.join(', ')}. Tus sesiones del backstage han terminado: en tu próxima visita a ${link}, el backstage volverá a pedirte un código de tu aplicación de autenticación.`
        : `El backstage (${link}) ya no se abre para ti; tu cuenta en el sitio sigue como estaba. Si vuelves a recibir un rol, el backstage te pedirá un código de tu aplicación de autenticación.`,
    footer: (title, created) =>
      created
        ? `Recibes este correo porque esta dirección ha recibido un rol en el backstage de ${title}. Si no sabes por qué, ignóralo o avisa a los organizadores.`
        : `Recibes este correo porque han cambiado tus roles en ${title}. Si no lo esperabas, avisa a los organizadores.`,
  },
  RU: {
    roles: { organiser: 'организатор', moderator: 'модератор', judge: 'член жюри' },
    quote: (role) => `«${role}»`,
    // Only organisers change roles on the Staff page: "организатор" names any of them, whatever their gender.
    by: (changer, change) => {
      const done = change === 'granted' ? 'выдана' : 'отозвана';
      if (changer === 'command_line') return `Роль ${done} из командной строки.`;
      if (changer === 'first_start') return `Роль ${done} при первом запуске сайта.`;
      return `Роль ${change === 'granted' ? 'выдал' : 'отозвал'} организатор ${changer.name} (${changer.email}).`;
    },
    subject: {
      granted: (title, role) => `${title}: вам выдана роль ${role} в бэкстейдже`,
      created: (title, role) => `${title}: для вас создан аккаунт с ролью ${role}`,
      revoked: (title, role) => `${title}: ваша роль ${role} отозвана`,
    },
    heading: (name, created) => (created ? `Добро пожаловать, ${name}!` : `Здравствуйте, ${name}!`),
    lead: {
      granted: (title, role, by) => `Вам выдана роль ${role} на сайте ${title}. ${by}`,
      created: (title, role, by) => `Для этого адреса создан аккаунт на сайте ${title} с ролью ${role}. ${by}`,
      revoked: (title, role, by) => `Ваша роль ${role} на сайте ${title} отозвана. ${by}`,
    },
    link: (link) => `Бэкстейдж находится по адресу ${link}`,
    signIn: (link, hours) =>
      `Чтобы войти, откройте бэкстейдж по адресу ${link}, введите этот адрес электронной почты и одноразовый пароль, который указан ниже, а затем придумайте свой пароль. Одноразовый пароль подходит для одного входа и действует ${validFor.RU(hours)}.`,
    secondFactor: (setUp) =>
      setUp
        ? 'При каждом входе бэкстейдж запрашивает код из приложения-аутентификатора.'
        : 'При первом входе бэкстейдж предложит настроить двухэтапную проверку с приложением-аутентификатором, а затем будет запрашивать код из приложения при каждом входе.',
    left: (rolesLeft, link) =>
      rolesLeft.length > 0
        ? `${rolesLeft.length > 1 ? 'За вами остаются роли' : 'За вами остаётся роль'} ${rolesLeft.join(', ')}. Ваши сеансы в бэкстейдже завершены: при следующем входе на ${link} бэкстейдж снова запросит код из приложения-аутентификатора.`
        : `Бэкстейдж (${link}) для вас больше не открывается, а ваш аккаунт на сайте остаётся прежним. Если роль выдадут снова, бэкстейдж запросит код из приложения-аутентификатора.`,
    footer: (title, created) =>
      created
        ? `Вы получили это письмо, потому что этому адресу выдали роль в бэкстейдже сайта ${title}. Если вы не знаете почему, проигнорируйте письмо или сообщите организаторам.`
        : `Вы получили это письмо, потому что ваши роли на сайте ${title} изменились. Если вы этого не ожидали, сообщите организаторам.`,
  },
  PT: {
    roles: { organiser: 'organizador', moderator: 'moderador', judge: 'jurado' },
    quote: (role) => `“${role}”`,
    by: (changer) => (changer === 'command_line' ? 'pela linha de comando' : changer === 'first_start' ? 'na primeira inicialização do site' : `por ${changer.name} (${changer.email})`),
    subject: {
      granted: (title, role) => `${title}: agora você tem a função de ${role} no backstage`,
      created: (title, role) => `${title}: uma conta foi criada para você como ${role}`,
      revoked: (title, role) => `${title}: sua função de ${role} foi revogada`,
    },
    heading: (name, created) => (created ? `Boas-vindas, ${name}!` : `Olá, ${name}!`),
    lead: {
      granted: (title, role, by) => `Agora você tem a função de ${role} no ${title}, concedida ${by}.`,
      created: (title, role, by) => `Uma conta no ${title} foi criada para este endereço com a função de ${role}, concedida ${by}.`,
      revoked: (title, role, by) => `Sua função de ${role} no ${title} foi revogada ${by}.`,
    },
    link: (link) => `O backstage fica em ${link}`,
    signIn: (link, hours) =>
      `Para entrar, abra o backstage em ${link}, digite este e-mail e a senha de uso único abaixo e depois crie sua própria senha. A senha de uso único serve para um só acesso e vale por ${validFor.PT(hours)}.`,
    secondFactor: (setUp) =>
      setUp
        ? 'O backstage pede um código do seu aplicativo autenticador a cada acesso.'
        : 'No seu primeiro acesso, o backstage vai pedir que você configure a verificação em duas etapas com um aplicativo autenticador; depois, vai pedir um código do aplicativo a cada acesso.',
    left: (rolesLeft, link) =>
      rolesLeft.length > 0
        ? `Você continua com ${rolesLeft.length > 1 ? 'as funções' : 'a função'} de ${rolesLeft.join(', ')}. Suas sessões no backstage foram encerradas: no próximo acesso a ${link}, o backstage vai pedir de novo um código do seu aplicativo autenticador.`
        : `O backstage (${link}) não abre mais para você; sua conta no site continua como estava. Se uma função for concedida de novo, o backstage vai pedir um código do seu aplicativo autenticador.`,
    footer: (title, created) =>
      created
        ? `Você recebeu este e-mail porque este endereço recebeu uma função no backstage do ${title}. Se não sabe por quê, ignore-o ou avise os organizadores.`
        : `Você recebeu este e-mail porque suas funções no ${title} mudaram. Se não esperava por isso, avise os organizadores.`,
  },
};

/**
 * The mail telling someone, in their language, that a role was granted or revoked: which, by whom,
 * where the backstage is and that it asks for a second factor; for an account created by the grant,
 * how to sign in, with its one-time password on a line of its own as the sign-up mail has it.
 */
export function roleMail(to: string, language: LanguageCode, vars: RoleMailVars, change: RoleChange): Mail {
  const words = wordings[language];
  const quoted = (role: StaffRole) => words.quote(words.roles[role]);
  const role = quoted(vars.role);
  const created = change.kind === 'created';
  const lead = words.lead[change.kind](vars.title, role, words.by(vars.by, change.kind === 'revoked' ? 'revoked' : 'granted'));
  const rest =
    change.kind === 'revoked'
      ? [words.left(change.rolesLeft.map(quoted), vars.link)]
      : created
        ? [words.signIn(vars.link, ONE_TIME_PASSWORD_HOURS), words.secondFactor(false)]
        : [words.link(vars.link), words.secondFactor(change.secondFactorSetUp)];
  const lang = LANGUAGES.find((l) => l.code === language)!.locale;
  const body = renderMail({
    lang,
    heading: words.heading(vars.name, created),
    paragraphs: [lead, ...rest],
    ...(created ? { code: change.password } : {}),
    footer: words.footer(vars.title, created),
  });
  return { to, subject: words.subject[change.kind](vars.title, role), ...body };
}
