import { LANGUAGES, pluralForm, type LanguageCode } from '@awards/contracts';
import type { Mail } from '../../lib/mailer';
import { renderMail, type MailBody } from '../../lib/mail-layout';

/** The review every entry is promised within, in hours. */
export const REVIEW_HOURS = 60;

interface Vars {
  title: string;
  nickname: string;
  nomination: string;
  /** The review promised, in hours; REVIEW_HOURS unless told. */
  reviewHours?: number;
}

type Words = (vars: Required<Vars>) => Omit<MailBody, 'lang'> & { subject: string };

/** The form's success notice (the entry was sent, its review promised), as a mail. */
const wordings: Record<LanguageCode, Words> = {
  EN: ({ title, nickname, nomination, reviewHours }) => ({
    subject: `${title}: we have received your application`,
    heading: 'Your application has been sent!',
    paragraphs: [
      `We have received your application for ${nickname} in the nomination “${nomination}”.`,
      `We will review it within ${pluralForm({ one: '{{count}} hour', other: '{{count}} hours' }, reviewHours, 'EN')}. You can follow its status in your account.`,
    ],
    footer: `You get this mail because you sent an application at ${title}.`,
  }),
  SP: ({ title, nickname, nomination, reviewHours }) => ({
    subject: `${title}: hemos recibido tu candidatura`,
    heading: '¡Tu candidatura se ha enviado!',
    paragraphs: [
      `Hemos recibido tu candidatura para ${nickname} en la categoría «${nomination}».`,
      `La revisaremos en un plazo máximo de ${pluralForm({ one: '{{count}} hora', many: '{{count}} de horas', other: '{{count}} horas' }, reviewHours, 'SP')}. Puedes seguir su estado en tu cuenta.`,
    ],
    footer: `Recibes este correo porque has enviado una candidatura en ${title}.`,
  }),
  RU: ({ title, nickname, nomination, reviewHours }) => ({
    subject: `${title}: мы получили вашу заявку`,
    heading: 'Ваша заявка отправлена!',
    paragraphs: [
      `Мы получили вашу заявку на ${nickname} в номинации «${nomination}».`,
      // "в течение" takes the genitive: 1 часа, 2 часов, 5 часов, 21 часа.
      `Мы рассмотрим её в течение ${pluralForm({ one: '{{count}} часа', few: '{{count}} часов', many: '{{count}} часов', other: '{{count}} часа' }, reviewHours, 'RU')}. Следить за её статусом можно в личном кабинете.`,
    ],
    footer: `Вы получили это письмо, потому что отправили заявку на сайте ${title}.`,
  }),
  PT: ({ title, nickname, nomination, reviewHours }) => ({
    subject: `${title}: recebemos sua inscrição`,
    heading: 'Sua inscrição foi enviada!',
    paragraphs: [
      `Recebemos sua inscrição para ${nickname} na categoria “${nomination}”.`,
      `Vamos analisá-la em até ${pluralForm({ one: '{{count}} hora', many: '{{count}} de horas', other: '{{count}} horas' }, reviewHours, 'PT')}. Você pode acompanhar o status na sua conta.`,
    ],
    footer: `Você recebeu este e-mail porque enviou uma inscrição no ${title}.`,
  }),
};

/** The applicant's receipt for an entry, in the language the entry was sent in. */
export function applicationReceivedMail(to: string, language: LanguageCode, vars: Vars): Mail {
  const { subject, ...body } = wordings[language]({ ...vars, reviewHours: vars.reviewHours ?? REVIEW_HOURS });
  const lang = LANGUAGES.find((l) => l.code === language)!.locale;
  return { to, subject, ...renderMail({ ...body, lang }) };
}
