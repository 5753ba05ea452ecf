import { LANGUAGES, type DeclineReason, type LanguageCode } from '@awards/contracts';
import type { Mail } from '../../lib/mailer';
import { renderMail } from '../../lib/mail-layout';

export interface DecisionMailVars {
  title: string;
  nickname: string;
  nomination: string;
  status: 'approved' | 'declined';
  /** With a decline. */
  reason: DeclineReason | null;
  /** The staff member's note to the applicant, if any. */
  note: string | null;
  /** A reversal of an earlier decision, which the applicant was mailed about. */
  correction: boolean;
}

/** The reasons a mail names; `other` would only say "Reason: other." */
type NamedReason = Exclude<DeclineReason, 'other'>;

interface Words {
  subject: (v: DecisionMailVars) => string;
  heading: (v: DecisionMailVars) => string;
  /** What was decided about which entry. */
  lead: (v: DecisionMailVars) => string;
  /** A named reason; `other` has no line of its own, as the organisers' note says what it is. */
  reason: (reason: NamedReason) => string;
  note: (note: string) => string;
  /** The status as the account page labels it. */
  status: (v: DecisionMailVars) => string;
  /** A correction replaces the mail before it. */
  disregard: string;
  footer: (title: string) => string;
}

/** The decision on an entry, in the glossary's words: approved / declined, the reason, the status label of the account page. */
const wordings: Record<LanguageCode, Words> = {
  EN: {
    subject: (v) => `${v.title}: ${v.correction ? 'we have changed our decision on your application' : `your application has been ${v.status}`}`,
    heading: (v) => (v.correction ? 'We have changed our decision' : v.status === 'approved' ? 'Your application has been approved!' : 'Your application has been declined'),
    lead: (v) =>
      v.correction
        ? `We have reviewed your application for ${v.nickname} in the nomination “${v.nomination}” again and changed our decision: it is now ${v.status}.`
        : v.status === 'approved'
          ? `We have approved your application for ${v.nickname} in the nomination “${v.nomination}”.`
          : `We have reviewed your application for ${v.nickname} in the nomination “${v.nomination}” and declined it.`,
    reason: (reason) =>
      `Reason: ${{ video_not_2025: 'the video is not from 2025', off_topic: 'the moment does not fit this nomination', duplicate: 'this moment has already been sent in another application', broken_link: 'the link does not open', not_allowed: 'the video has content that is not allowed' }[reason]}.`,
    note: (note) => `A note from the organisers: ${note}`,
    status: (v) => `Its status in your account is now “${v.status === 'approved' ? 'Approved' : 'Declined'}”.`,
    disregard: 'Please disregard our earlier mail about it.',
    footer: (title) => `You get this mail because you sent an application at ${title}.`,
  },
  SP: {
    subject: (v) => `${v.title}: ${v.correction ? 'hemos cambiado nuestra decisión sobre tu candidatura' : `tu candidatura ha sido ${v.status === 'approved' ? 'aprobada' : 'rechazada'}`}`,
    heading: (v) => (v.correction ? 'Hemos cambiado nuestra decisión' : v.status === 'approved' ? '¡Tu candidatura ha sido aprobada!' : 'Tu candidatura ha sido rechazada'),
    lead: (v) =>
      v.correction
        ? `Hemos vuelto a revisar tu candidatura para ${v.nickname} en la categoría «${v.nomination}» y hemos cambiado nuestra decisión: ahora está ${v.status === 'approved' ? 'aprobada' : 'rechazada'}.`
        : v.status === 'approved'
          ? `Hemos aprobado tu candidatura para ${v.nickname} en la categoría «${v.nomination}».`
          : `Hemos revisado tu candidatura para ${v.nickname} en la categoría «${v.nomination}» y la hemos rechazado.`,
    reason: (reason) =>
      `Motivo: ${{ video_not_2025: 'el vídeo no es de 2025', off_topic: 'el momento no encaja en esta categoría', duplicate: 'este momento ya se ha enviado en otra candidatura', broken_link: 'el enlace no se abre', not_allowed: 'el vídeo tiene contenido no permitido' }[reason]}.`,
    note: (note) => `Nota de los organizadores: ${note}`,
    status: (v) => `Su estado en tu cuenta es ahora «${v.status === 'approved' ? 'Aprobada' : 'Rechazada'}».`,
    disregard: 'Ignora nuestro correo anterior sobre ella.',
    footer: (title) => `Recibes este correo porque has enviado una candidatura en ${title}.`,
  },
  RU: {
    subject: (v) => `${v.title}: ${v.correction ? 'мы изменили решение по вашей заявке' : `ваша заявка ${v.status === 'approved' ? 'одобрена' : 'отклонена'}`}`,
    heading: (v) => (v.correction ? 'Мы изменили решение' : v.status === 'approved' ? 'Ваша заявка одобрена!' : 'Ваша заявка отклонена'),
    lead: (v) =>
      v.correction
        ? `Мы повторно рассмотрели вашу заявку на ${v.nickname} в номинации «${v.nomination}» и изменили решение: теперь она ${v.status === 'approved' ? 'одобрена' : 'отклонена'}.`
        : v.status === 'approved'
          ? `Мы одобрили вашу заявку на ${v.nickname} в номинации «${v.nomination}».`
          : `Мы рассмотрели вашу заявку на ${v.nickname} в номинации «${v.nomination}» и отклонили её.`,
    reason: (reason) =>
      `Причина: ${{ video_not_2025: 'видео снято не в 2025 году', off_topic: 'момент не подходит для этой номинации', duplicate: 'этот момент уже отправлен в другой заявке', broken_link: 'ссылка не открывается', not_allowed: 'в видео есть недопустимый контент' }[reason]}.`,
    note: (note) => `Комментарий организаторов: ${note}`,
    status: (v) => `Её статус в личном кабинете теперь «${v.status === 'approved' ? 'Одобрена' : 'Отклонена'}».`,
    disregard: 'Не обращайте внимания на наше предыдущее письмо о ней.',
    footer: (title) => `Вы получили это письмо, потому что отправили заявку на сайте ${title}.`,
  },
  PT: {
    subject: (v) => `${v.title}: ${v.correction ? 'mudamos nossa decisão sobre sua inscrição' : `sua inscrição foi ${v.status === 'approved' ? 'aprovada' : 'recusada'}`}`,
    heading: (v) => (v.correction ? 'Mudamos nossa decisão' : v.status === 'approved' ? 'Sua inscrição foi aprovada!' : 'Sua inscrição foi recusada'),
    lead: (v) =>
      v.correction
        ? `Analisamos novamente sua inscrição para ${v.nickname} na categoria “${v.nomination}” e mudamos nossa decisão: agora ela está ${v.status === 'approved' ? 'aprovada' : 'recusada'}.`
        : v.status === 'approved'
          ? `Aprovamos sua inscrição para ${v.nickname} na categoria “${v.nomination}”.`
          : `Analisamos sua inscrição para ${v.nickname} na categoria “${v.nomination}” e a recusamos.`,
    reason: (reason) =>
      `Motivo: ${{ video_not_2025: 'o vídeo não é de 2025', off_topic: 'o momento não combina com esta categoria', duplicate: 'este momento já foi enviado em outra inscrição', broken_link: 'o link não abre', not_allowed: 'o vídeo tem conteúdo não permitido' }[reason]}.`,
    note: (note) => `Observação dos organizadores: ${note}`,
    status: (v) => `O status dela na sua conta agora é “${v.status === 'approved' ? 'Aprovada' : 'Recusada'}”.`,
    disregard: 'Desconsidere nosso e-mail anterior sobre ela.',
    footer: (title) => `Você recebeu este e-mail porque enviou uma inscrição no ${title}.`,
  },
};

/** The applicant's mail about a decision on their entry, or its reversal, in the language the entry was sent in. */
export function decisionMail(to: string, language: LanguageCode, vars: DecisionMailVars): Mail {
  const words = wordings[language];
  const paragraphs = [
    words.lead(vars),
    ...(vars.status === 'declined' && vars.reason && vars.reason !== 'other' ? [words.reason(vars.reason)] : []),
    ...(vars.note ? [words.note(vars.note)] : []),
    words.status(vars),
    ...(vars.correction ? [words.disregard] : []),
  ];
  const lang = LANGUAGES.find((l) => l.code === language)!.locale;
  return { to, subject: words.subject(vars), ...renderMail({ lang, heading: words.heading(vars), paragraphs, footer: words.footer(vars.title) }) };
}
