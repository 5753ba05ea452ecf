import type { KeyDateItem } from '@awards/contracts';
import { SEASON } from './season';
import { translationRows, type Localised } from './translations';

type KeyDateTexts = { title: string; dates: string; description: string };

/** The three how-it-works steps; `/n` in a description is a paragraph break (spec section 2). */
const steps: { starts_at: string; ends_at: string; texts: Localised<KeyDateTexts> }[] = [
  {
    starts_at: SEASON.applicationsOpen,
    ends_at: SEASON.applicationsClose,
    texts: {
      EN: {
        title: 'APPLY',
        dates: 'NOV 18 - JAN 3',
        description:
          "Choose a nomination, add a link to the streamer's page and to the video, and send your entry. Only videos created in 2025 qualify./nEvery application is reviewed within 60 hours, and you can follow its status in your account.",
      },
      SP: {
        title: 'INSCRÍBETE',
        dates: '18 NOV - 3 ENE',
        description:
          'Elige una nominación, añade un enlace a la página del streamer y al vídeo, y envía tu candidatura. Solo participan vídeos creados en 2025./nRevisamos cada candidatura en un máximo de 60 horas y puedes seguir su estado en tu cuenta.',
      },
      RU: {
        title: 'ЗАЯВКИ',
        dates: '18 НОЯ - 3 ЯНВ',
        description:
          'Выберите номинацию, добавьте ссылку на страницу стримера и на видео и отправьте заявку. Принимаются только видео, созданные в 2025 году./nКаждая заявка проверяется в течение 60 часов, а её статус виден в личном кабинете.',
      },
      PT: {
        title: 'INSCREVA-SE',
        dates: '18 NOV - 3 JAN',
        description:
          'Escolha uma categoria, adicione o link da página do streamer e do vídeo e envie sua inscrição. Só participam vídeos criados em 2025./nCada inscrição é analisada em até 60 horas, e você acompanha o status na sua conta.',
      },
    },
  },
  {
    starts_at: SEASON.votingOpens,
    ends_at: SEASON.votingCloses,
    texts: {
      EN: {
        title: 'VOTE',
        dates: 'JAN 13 - FEB 11',
        description:
          "Accepted entries go to the audience vote. Sign in and vote for your favourites in every nomination./nThe jury reviews the same entries, and its assessment is combined with the audience's votes.",
      },
      SP: {
        title: 'VOTA',
        dates: '13 ENE - 11 FEB',
        description:
          'Las candidaturas aceptadas pasan a la votación del público. Inicia sesión y vota por tus favoritas en cada nominación./nEl jurado revisa las mismas candidaturas y su valoración se suma a los votos del público.',
      },
      RU: {
        title: 'ГОЛОСОВАНИЕ',
        dates: '13 ЯНВ - 11 ФЕВ',
        description:
          'Принятые заявки выходят на зрительское голосование. Войдите в аккаунт и голосуйте за фаворитов в каждой номинации./nЖюри оценивает те же заявки, и его оценки учитываются вместе с голосами зрителей.',
      },
      PT: {
        title: 'VOTE',
        dates: '13 JAN - 11 FEV',
        description:
          'As inscrições aceitas vão para a votação do público. Entre na sua conta e vote nas suas favoritas em cada categoria./nO júri avalia as mesmas inscrições, e a avaliação dele é somada aos votos do público.',
      },
    },
  },
  {
    starts_at: SEASON.liveShowStarts,
    ends_at: SEASON.liveShowEnds,
    texts: {
      EN: {
        title: 'LIVE',
        dates: 'FEB 27, 16:00 CEST',
        description: 'The winners are revealed in a live broadcast with the jury and special guests./nWatch the main stream or a restream in your language on the stream page.',
      },
      SP: {
        title: 'EN VIVO',
        dates: '27 FEB, 16:00 CEST',
        description:
          'Los ganadores se revelan en una transmisión en directo con el jurado e invitados especiales./nMira la transmisión principal o una retransmisión en tu idioma en la página del stream.',
      },
      RU: {
        title: 'ЭФИР',
        dates: '27 ФЕВ, 16:00 CEST',
        description: 'Победителей объявят в прямом эфире с участием жюри и специальных гостей./nСмотрите основную трансляцию или рестрим на своём языке на странице стрима.',
      },
      PT: {
        title: 'AO VIVO',
        dates: '27 FEV, 16:00 CEST',
        description:
          'Os vencedores são revelados em uma transmissão ao vivo com o júri e convidados especiais./nAssista à transmissão principal ou a uma retransmissão no seu idioma na página da live.',
      },
    },
  },
];

export const keyDates: KeyDateItem[] = steps.map(({ texts, ...dates }, index) => ({
  id: index + 1,
  sort: index + 1,
  ...dates,
  translations: translationRows('key_dates', index + 1, texts),
}));
