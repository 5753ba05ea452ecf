import { LANGUAGES, pluralForm, type LanguageCode, type VotingRoundKind } from '@awards/contracts';
import type { Mail } from '../../lib/mailer';
import { renderMail } from '../../lib/mail-layout';

/** A nomination of a round the judge has still to score. */
export interface ReminderTask {
  roundKind: VotingRoundKind;
  /** The nomination's title in the judge's language. */
  nomination: string;
  left: number;
  nominees: number;
}

export interface ReminderVars {
  title: string;
  name: string;
  tasks: ReminderTask[];
  /** The judging screen, absolute. */
  link: string;
}

interface Words {
  subject: (title: string) => string;
  heading: (name: string) => string;
  lead: (title: string) => string;
  task: (task: ReminderTask) => string;
  link: (link: string) => string;
  footer: (title: string) => string;
}

/** The glossary's words: judge, nominee, nomination, voting round, longlist and shortlist. */
const wordings: Record<LanguageCode, Words> = {
  EN: {
    subject: (title) => `${title}: nominees are waiting for your scores`,
    heading: (name) => `Hello, ${name}`,
    lead: (title) => `As a judge at ${title}, you still have nominees to score:`,
    task: ({ roundKind, nomination, left, nominees }) =>
      `${{ longlist: 'Longlist', shortlist: 'Shortlist' }[roundKind]} voting round, nomination “${nomination}”: ${pluralForm({ one: '{{count}} nominee', other: '{{count}} nominees' }, left, 'EN')} left to score (of ${nominees}).`,
    link: (link) => `Score them in the backstage: ${link}`,
    footer: (title) => `You get this mail because the organisers of ${title} made you a judge.`,
  },
  SP: {
    subject: (title) => `${title}: hay nominados esperando tu puntuación`,
    heading: (name) => `¡Hola, ${name}!`,
    lead: (title) => `Como miembro del jurado de ${title}, aún tienes nominados por puntuar:`,
    task: ({ roundKind, nomination, left, nominees }) =>
      `Ronda de votación «${{ longlist: 'lista larga', shortlist: 'lista corta' }[roundKind]}», categoría «${nomination}»: ${pluralForm({ one: 'te queda {{count}} nominado', many: 'te quedan {{count}} de nominados', other: 'te quedan {{count}} nominados' }, left, 'SP')} por puntuar (de ${nominees}).`,
    link: (link) => `Puntúalos en el backstage: ${link}`,
    footer: (title) => `Recibes este correo porque los organizadores de ${title} te han nombrado miembro del jurado.`,
  },
  RU: {
    subject: (title) => `${title}: номинанты ждут ваших оценок`,
    heading: (name) => `Здравствуйте, ${name}!`,
    lead: (title) => `Вы член жюри ${title}, и у вас ещё есть номинанты без оценки:`,
    // The count stands in the nominative, where each number has one form: 1 номинант, 2 номинанта, 5 номинантов, 21 номинант, 22 номинанта (after "оценить", 22 would need another form than 2).
    task: ({ roundKind, nomination, left, nominees }) =>
      `Этап голосования «${{ longlist: 'лонг-лист', shortlist: 'шорт-лист' }[roundKind]}», номинация «${nomination}»: ещё без оценки ${pluralForm({ one: '{{count}} номинант', few: '{{count}} номинанта', many: '{{count}} номинантов', other: '{{count}} номинанта' }, left, 'RU')} (из ${nominees}).`,
    link: (link) => `Оценить их можно в бэкстейдже: ${link}`,
    footer: (title) => `Вы получили это письмо, потому что организаторы ${title} включили вас в жюри.`,
  },
  PT: {
    subject: (title) => `${title}: há indicados esperando sua nota`,
    heading: (name) => `Olá, ${name}!`,
    lead: (title) => `Como jurado do ${title}, você ainda tem indicados para avaliar:`,
    task: ({ roundKind, nomination, left, nominees }) =>
      `Rodada de votação “${{ longlist: 'lista longa', shortlist: 'lista curta' }[roundKind]}”, categoria “${nomination}”: ${pluralForm({ one: 'falta {{count}} indicado', many: 'faltam {{count}} de indicados', other: 'faltam {{count}} indicados' }, left, 'PT')} para avaliar (de ${nominees}).`,
    link: (link) => `Avalie-os no backstage: ${link}`,
    footer: (title) => `Você recebeu este e-mail porque os organizadores do ${title} escolheram você como jurado.`,
  },
};

/** An organiser's reminder to a judge of what is left to score, in the judge's language, with the judging screen's address. */
export function reminderMail(to: string, language: LanguageCode, vars: ReminderVars): Mail {
  const words = wordings[language];
  const lang = LANGUAGES.find((l) => l.code === language)!.locale;
  const paragraphs = [words.lead(vars.title), ...vars.tasks.map(words.task), words.link(vars.link)];
  return { to, subject: words.subject(vars.title), ...renderMail({ lang, heading: words.heading(vars.name), paragraphs, footer: words.footer(vars.title) }) };
}
