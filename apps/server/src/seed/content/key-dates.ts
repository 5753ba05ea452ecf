import { LANGUAGE_CODES, type KeyDateItem } from '@awards/contracts';
import type { SeasonTimeline, Window } from '../season-timeline';
import { contentDateTime } from './season-dates';
import { translationRows, type Localised } from './translations';

type StepTexts = { title: string; description: string };

/**
 * The three how-it-works steps; each description is rich text of two paragraphs. The site writes
 * each step's dates from the season; `dates` gives them to other clients of the content service,
 * as placeholders it writes in each language.
 */
const steps: { window: (timeline: SeasonTimeline) => Window; dates: string; texts: Localised<StepTexts> }[] = [
  {
    window: (timeline) => timeline.applications,
    dates: '{applications.start:day} – {applications.end:day}',
    texts: {
      EN: {
        title: 'APPLY',
        description:
          "Choose a nomination, add a link to the streamer's page and to the video, and submit your application. Only videos created in 2025 qualify.\n\nEvery application is reviewed within 60 hours, and you can follow its status in your account.",
      },
      SP: {
        title: 'PARTICIPA',
        description:
          'Elige una categoría, añade un enlace a la página del streamer y al vídeo, y envía tu candidatura. Solo participan vídeos creados en 2025.\n\nRevisamos cada candidatura en un máximo de 60 horas y puedes seguir su estado en tu cuenta.',
      },
      RU: {
        title: 'ЗАЯВКИ',
        description:
          'Выберите номинацию, добавьте ссылку на страницу стримера и на видео и отправьте заявку. Принимаются только видео, созданные в 2025 году.\n\nКаждую заявку мы рассматриваем в течение 60 часов, а её статус виден в личном кабинете.',
      },
      PT: {
        title: 'PARTICIPE',
        description:
          'Escolha uma categoria, adicione o link da página do streamer e do vídeo e envie sua inscrição. Só participam vídeos criados em 2025.\n\nCada inscrição é analisada em até 60 horas, e você acompanha o status na sua conta.',
      },
    },
  },
  {
    window: (timeline) => ({ startsAt: timeline.longlist.startsAt, endsAt: timeline.shortlist.endsAt }),
    dates: '{round.longlist.start:day} – {round.shortlist.end:day}',
    texts: {
      EN: {
        title: 'VOTE',
        description:
          "Approved applications go to the audience vote. Sign in and vote for your favourites in every nomination.\n\nThe jury reviews the same applications, and its assessment is combined with the audience's votes.",
      },
      SP: {
        title: 'VOTA',
        description:
          'Las candidaturas aprobadas pasan a la votación del público. Inicia sesión y vota por tus favoritas en cada categoría.\n\nEl jurado revisa las mismas candidaturas y su valoración se suma a los votos del público.',
      },
      RU: {
        title: 'ГОЛОСОВАНИЕ',
        description:
          'Одобренные заявки выходят на зрительское голосование. Войдите в аккаунт и голосуйте за фаворитов в каждой номинации.\n\nЖюри оценивает те же заявки, и его оценки учитываются вместе с голосами зрителей.',
      },
      PT: {
        title: 'VOTE',
        description:
          'As inscrições aprovadas vão para a votação do público. Entre na sua conta e vote nas suas favoritas em cada categoria.\n\nO júri avalia as mesmas inscrições, e a avaliação dele é somada aos votos do público.',
      },
    },
  },
  {
    window: (timeline) => timeline.liveShow,
    dates: '{show.start:day}, {show.start:time}',
    texts: {
      EN: {
        title: 'LIVE',
        description: 'The winners are revealed in a live broadcast with the jury and special guests.\n\nWatch the main stream or a restream in your language on the live show page.',
      },
      SP: {
        title: 'EN DIRECTO',
        description:
          'Los ganadores se anuncian en una gala en directo con el jurado e invitados especiales.\n\nMira la emisión principal o una retransmisión en tu idioma en la página de la gala.',
      },
      RU: {
        title: 'ЭФИР',
        description: 'Победителей объявят в прямом эфире с участием жюри и специальных гостей.\n\nСмотрите основную трансляцию или рестрим на своём языке на странице прямого эфира.',
      },
      PT: {
        title: 'AO VIVO',
        description:
          'Os vencedores são revelados em uma transmissão ao vivo com o júri e convidados especiais.\n\nAssista à transmissão principal ou a uma retransmissão no seu idioma na página do show ao vivo.',
      },
    },
  },
];

/** The steps spanning the season's timeline: the same words in every scenario, only the dates move. */
export function keyDates(timeline: SeasonTimeline): KeyDateItem[] {
  return steps.map(({ window, dates, texts }, index) => {
    const span = window(timeline);
    const dated = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, { ...texts[language], dates }])) as Localised<StepTexts & { dates: string }>;
    return {
      id: index + 1,
      sort: index + 1,
      startsAt: contentDateTime(span.startsAt),
      endsAt: contentDateTime(span.endsAt),
      translations: translationRows('key_dates', index + 1, dated),
    };
  });
}
