import type { RulesItem } from '@awards/contracts';
import { translationRows, type Localised } from './translations';

type RuleTexts = { title: string; text: string };

/** The season's dates, first of the rules: placeholders the content service writes as the season stands. */
const seasonDates: Localised<RuleTexts> = {
  EN: {
    title: 'Season dates',
    text: 'Applications: {applications.start:date} – {applications.end:date}. Audience voting: {round.longlist.start:date} – {round.shortlist.end:date}. Live show with the winners: {show.start:date} at {show.start:time}. Any change of dates will be announced on this site in advance.',
  },
  SP: {
    title: 'Fechas de la temporada',
    text: 'Candidaturas: del {applications.start:date} al {applications.end:date}. Votación del público: del {round.longlist.start:date} al {round.shortlist.end:date}. Gala en directo con los ganadores: el {show.start:date} a las {show.start:time}. Cualquier cambio de fechas se anunciará con antelación en este sitio.',
  },
  RU: {
    title: 'Сроки сезона',
    text: 'Приём заявок: с {applications.start:date} по {applications.end:date}. Зрительское голосование: с {round.longlist.start:date} по {round.shortlist.end:date}. Прямой эфир с объявлением победителей: {show.start:date} в {show.start:time}. Об изменении сроков мы заранее сообщим на этом сайте.',
  },
  PT: {
    title: 'Datas da temporada',
    text: 'Inscrições: de {applications.start:date} a {applications.end:date}. Votação do público: de {round.longlist.start:date} a {round.shortlist.end:date}. Show ao vivo com os vencedores: {show.start:date}, às {show.start:time}. Qualquer mudança de datas será anunciada com antecedência neste site.',
  },
};

const laterRules: Localised<RuleTexts>[] = [
  {
    EN: {
      title: 'Who can take part',
      text: 'Applicants must be 18 or older and signed in to their account. You may nominate any streamer, yourself included, and there is no limit on the number of applications in any nomination.',
    },
    SP: {
      title: 'Quién puede participar',
      text: 'Para enviar candidaturas hay que tener 18 años o más y haber iniciado sesión. Puedes nominar a cualquier streamer, incluso a ti, y no hay límite de candidaturas en ninguna categoría.',
    },
    RU: {
      title: 'Кто может участвовать',
      text: 'Подавать заявки могут пользователи от 18 лет, вошедшие в свой аккаунт. Номинировать можно любого стримера, в том числе себя, а число заявок во всех номинациях не ограничено.',
    },
    PT: {
      title: 'Quem pode participar',
      text: 'Para enviar inscrições é preciso ter 18 anos ou mais e ter entrado na sua conta. Você pode indicar qualquer streamer, inclusive você mesmo, e não há limite de inscrições em nenhuma categoria.',
    },
  },
  {
    EN: {
      title: 'What you can submit',
      text: "Only videos created in 2025 qualify. Each application needs a link to the streamer's page and a link to the video; a time code and a short comment help the jury. Applications with hateful content, or that use someone else's work without permission, are declined.",
    },
    SP: {
      title: 'Qué puedes enviar',
      text: 'Solo participan vídeos creados en 2025. Cada candidatura necesita un enlace a la página del streamer y otro al vídeo; el minuto exacto y un comentario breve ayudan al jurado. Se rechazan las candidaturas con contenido de odio o que usan el trabajo de otra persona sin permiso.',
    },
    RU: {
      title: 'Что можно отправить',
      text: 'Принимаются только видео, созданные в 2025 году. В каждой заявке нужны ссылка на страницу стримера и ссылка на видео; таймкод и короткий комментарий помогут жюри. Заявки с контентом, разжигающим ненависть, или с чужими материалами, использованными без разрешения, отклоняются.',
    },
    PT: {
      title: 'O que você pode enviar',
      text: 'Só participam vídeos criados em 2025. Cada inscrição precisa do link da página do streamer e do link do vídeo; a minutagem e um comentário curto ajudam o júri. Inscrições com conteúdo de ódio ou que usem o trabalho de outra pessoa sem permissão são recusadas.',
    },
  },
  {
    EN: {
      title: 'Review, voting and results',
      text: "Every application is reviewed within 60 hours and then approved or declined; it cannot be edited or withdrawn after sending. Approved applications go to the audience vote, and the jury's assessment is combined with the votes. Winners are announced in the live show and the results are final.",
    },
    SP: {
      title: 'Revisión, votación y resultados',
      text: 'Cada candidatura se revisa en un máximo de 60 horas y se aprueba o se rechaza; una vez enviada, no se puede editar ni retirar. Las candidaturas aprobadas pasan a la votación del público, y la valoración del jurado se suma a los votos. Los ganadores se anuncian en la gala en directo y los resultados son definitivos.',
    },
    RU: {
      title: 'Проверка, голосование и итоги',
      text: 'Каждую заявку рассматривают в течение 60 часов, после чего её одобряют или отклоняют; изменить или отозвать отправленную заявку нельзя. Одобренные заявки участвуют в зрительском голосовании, а оценки жюри учитываются вместе с голосами. Победителей объявляют в прямом эфире, итоги окончательные.',
    },
    PT: {
      title: 'Análise, votação e resultados',
      text: 'Cada inscrição é analisada em até 60 horas e depois aprovada ou recusada; após o envio, ela não pode ser editada nem retirada. As inscrições aprovadas vão para a votação do público, e a avaliação do júri é somada aos votos. Os vencedores são anunciados no show ao vivo e os resultados são definitivos.',
    },
  },
];

export const rules: RulesItem[] = [seasonDates, ...laterRules].map((localised, index) => ({ id: index + 1, sort: index + 1, translations: translationRows('Rules', index + 1, localised) }));
