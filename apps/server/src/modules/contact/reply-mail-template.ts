import { LANGUAGES, SHOW_TIME_ZONE, type LanguageCode } from '@awards/contracts';
import type { Mail } from '../../lib/mailer';
import { renderMail } from '../../lib/mail-layout';

interface Words {
  subject: (title: string) => string;
  heading: string;
  /** Introduces the quoted original. */
  wrote: (date: string) => string;
  footer: (title: string) => string;
}

const wordings: Record<LanguageCode, Words> = {
  EN: {
    subject: (title) => `Re: your message to ${title}`,
    heading: 'Our reply to your message',
    wrote: (date) => `On ${date}, you wrote:`,
    footer: (title) => `You get this mail because you wrote to the organisers of ${title} through the contact form. To write to us again, use the form on the site.`,
  },
  SP: {
    subject: (title) => `Re: tu mensaje a ${title}`,
    heading: 'Nuestra respuesta a tu mensaje',
    wrote: (date) => `El ${date} escribiste:`,
    footer: (title) => `Recibes este correo porque has escrito a los organizadores de ${title} desde el formulario de contacto. Para volver a escribirnos, usa el formulario del sitio.`,
  },
  RU: {
    subject: (title) => `Re: ваше сообщение для ${title}`,
    heading: 'Ответ на ваше сообщение',
    wrote: (date) => `${date} вы написали:`,
    footer: (title) => `Вы получили это письмо, потому что написали организаторам ${title} через форму обратной связи. Чтобы написать нам снова, воспользуйтесь формой на сайте.`,
  },
  PT: {
    subject: (title) => `Re: sua mensagem para o ${title}`,
    heading: 'Nossa resposta à sua mensagem',
    wrote: (date) => `Em ${date}, você escreveu:`,
    footer: (title) => `Você recebeu este e-mail porque escreveu aos organizadores do ${title} pelo formulário de contato. Para nos escrever de novo, use o formulário do site.`,
  },
};

/** Blank lines part paragraphs; each becomes one paragraph of the mail. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * A staff member's reply to a contact message, in the sender's language, the original quoted
 * below it. No Reply-To: it comes from MAIL_FROM like every mail of the site. The plain text quotes
 * the original line by line with `> `, as mail programs do; the HTML, which would run those lines
 * together, shows the original's paragraphs instead.
 */
export function replyMail(options: {
  appTitle: string;
  reply: string;
  message: { email: string; comments: string; language: LanguageCode; createdAt: Date };
}): Mail {
  const { message } = options;
  const words = wordings[message.language];
  const locale = LANGUAGES.find((l) => l.code === message.language)!.locale;
  // The original message's date, as the show's zone reads it.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOW_TIME_ZONE }).format(message.createdAt);
  const layout = (quoted: string[]) =>
    renderMail({
      lang: locale,
      heading: words.heading,
      paragraphs: [...paragraphsOf(options.reply), words.wrote(date), ...quoted],
      footer: words.footer(options.appTitle),
    });
  const quotedText = message.comments
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
  return {
    to: message.email,
    subject: words.subject(options.appTitle),
    text: layout([quotedText]).text,
    html: layout(paragraphsOf(message.comments)).html,
  };
}
