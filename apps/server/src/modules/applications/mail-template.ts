import { LANGUAGES, type LanguageCode } from '@awards/contracts';
import type { Mail } from '../../lib/mailer';
import { renderMail, type MailBody } from '../../lib/mail-layout';

interface Vars {
  title: string;
  nickname: string;
  nomination: string;
}

type Words = (vars: Vars) => Omit<MailBody, 'lang'> & { subject: string };

/** The form's success notice ('Your entry's in! We'll review it within 60 hours.'), as a mail. */
const wordings: Record<LanguageCode, Words> = {
  EN: ({ title, nickname, nomination }) => ({
    subject: `${title}: your entry is in`,
    heading: 'Your entry’s in!',
    paragraphs: [
      `We have received your entry for ${nickname} in the nomination “${nomination}”.`,
      'We will review it within 60 hours. You can follow its status in your profile.',
    ],
    footer: `You get this mail because you submitted an entry at ${title}.`,
  }),
  SP: ({ title, nickname, nomination }) => ({
    subject: `${title}: hemos recibido tu candidatura`,
    heading: '¡Tu candidatura está dentro!',
    paragraphs: [
      `Hemos recibido tu candidatura para ${nickname} en la nominación «${nomination}».`,
      'La revisaremos en un plazo de 60 horas. Puedes seguir su estado en tu perfil.',
    ],
    footer: `Recibes este correo porque enviaste una candidatura en ${title}.`,
  }),
  RU: ({ title, nickname, nomination }) => ({
    subject: `${title}: ваша заявка принята`,
    heading: 'Ваша заявка принята!',
    paragraphs: [
      `Мы получили вашу заявку на ${nickname} в номинации «${nomination}».`,
      'Мы рассмотрим её в течение 60 часов. Следить за её статусом можно в профиле.',
    ],
    footer: `Вы получили это письмо, потому что отправили заявку на ${title}.`,
  }),
  PT: ({ title, nickname, nomination }) => ({
    subject: `${title}: recebemos sua inscrição`,
    heading: 'Sua inscrição foi recebida!',
    paragraphs: [
      `Recebemos sua inscrição de ${nickname} na indicação “${nomination}”.`,
      'Vamos analisá-la em até 60 horas. Você pode acompanhar o status no seu perfil.',
    ],
    footer: `Você recebeu este e-mail porque enviou uma inscrição no ${title}.`,
  }),
};

/** The applicant's receipt for an entry, in the language the entry was sent in. */
export function applicationReceivedMail(to: string, language: LanguageCode, vars: Vars): Mail {
  const { subject, ...body } = wordings[language](vars);
  const lang = LANGUAGES.find((l) => l.code === language)!.locale;
  return { to, subject, ...renderMail({ ...body, lang }) };
}
