import { LANGUAGES, type LanguageCode } from '@awards/contracts';
import { renderMail } from '../../lib/mail-layout';

interface Wording {
  subject: string;
  heading: string;
  paragraphs: string[];
  footer: string;
}

type Words = (vars: { name: string; title: string }) => Wording;

const wordings: Record<LanguageCode, Words> = {
  EN: ({ name, title }) => ({
    subject: `${title}: your account has been deleted`,
    heading: `Goodbye, ${name}`,
    paragraphs: [
      `Your ${title} account and the personal data it held have been deleted, as asked. Your votes still count, but nothing links them to you any more; any applications you sent were withdrawn.`,
      'You can sign up again with this address whenever you like.',
    ],
    footer: 'If you did not ask for this, write to the organisers through the contact form on the site.',
  }),
  SP: ({ name, title }) => ({
    subject: `${title}: se ha eliminado tu cuenta`,
    heading: `Hasta pronto, ${name}`,
    paragraphs: [
      `Se han eliminado tu cuenta de ${title} y los datos personales que contenía, como se pidió. Tus votos siguen contando, pero ya nada los vincula contigo; las candidaturas que enviaste se han retirado.`,
      'Puedes volver a registrarte con esta dirección cuando quieras.',
    ],
    footer: 'Si no lo has pedido tú, escribe a los organizadores desde el formulario de contacto del sitio.',
  }),
  RU: ({ name, title }) => ({
    subject: `${title}: ваш аккаунт удалён`,
    heading: `До свидания, ${name}!`,
    paragraphs: [
      `Ваш аккаунт на сайте ${title} и персональные данные в нём удалены по запросу. Ваши голоса по-прежнему учитываются, но больше никак не связаны с вами; отправленные вами заявки отозваны.`,
      'Вы можете снова зарегистрироваться с этим адресом в любое время.',
    ],
    footer: 'Если вы этого не запрашивали, напишите организаторам через форму обратной связи на сайте.',
  }),
  PT: ({ name, title }) => ({
    subject: `${title}: sua conta foi excluída`,
    heading: `Até logo, ${name}`,
    paragraphs: [
      `Sua conta no ${title} e os dados pessoais que ela guardava foram excluídos, como pedido. Seus votos continuam contando, mas nada mais os liga a você; as inscrições que você enviou foram retiradas.`,
      'Você pode criar uma conta de novo com este endereço quando quiser.',
    ],
    footer: 'Se não foi você que pediu, escreva aos organizadores pelo formulário de contato do site.',
  }),
};

/**
 * The mail saying an account is gone. Sent although the address is the one thing deleted: the
 * owner learns of a deletion they did not ask for (a stolen session, a mistaken request), and the
 * outbox keeps the address only until the mail is sent and a few days after.
 */
export function deletionMail(language: LanguageCode, vars: { name: string; title: string }): { subject: string; text: string; html: string } {
  const { subject, ...body } = wordings[language](vars);
  const lang = LANGUAGES.find((entry) => entry.code === language)!.locale;
  return { subject, ...renderMail({ ...body, lang }) };
}
