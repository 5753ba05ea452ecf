import { LANGUAGES, type LanguageCode } from '@awards/contracts';
import type { Mail } from '../../lib/mailer';
import { renderMail } from '../../lib/mail-layout';

const TEXTS: Record<LanguageCode, { subject: string; from: string; footer: string }> = {
  EN: {
    subject: 'New message from the contact form',
    from: 'From',
    footer: 'Reply to this email to answer the sender.',
  },
  SP: {
    subject: 'Nuevo mensaje del formulario de contacto',
    from: 'De',
    footer: 'Responde a este correo para contestar al remitente.',
  },
  RU: {
    subject: 'Новое сообщение из формы обратной связи',
    from: 'От',
    footer: 'Ответьте на это письмо, чтобы написать отправителю.',
  },
  PT: {
    subject: 'Nova mensagem do formulário de contato',
    from: 'De',
    footer: 'Responda a este e-mail para falar com o remetente.',
  },
};

/** The organisers' copy of a contact message, in the sender's language; replies go to the sender. */
export function contactMail(options: {
  to: string;
  appTitle: string;
  language: LanguageCode;
  message: { email: string; comments: string };
}): Mail {
  const texts = TEXTS[options.language];
  const lang = LANGUAGES.find((l) => l.code === options.language)!.locale;
  const subject = `${options.appTitle}: ${texts.subject}`;
  const body = renderMail({
    lang,
    heading: texts.subject,
    paragraphs: [`${texts.from}: ${options.message.email}`, options.message.comments],
    footer: texts.footer,
  });
  return { to: options.to, replyTo: options.message.email, subject, ...body };
}
