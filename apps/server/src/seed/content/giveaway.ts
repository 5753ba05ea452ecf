import type { GiveawayItem } from '@awards/contracts';
import { SEASON } from './season';
import { translationRows } from './translations';

/** Voters enter during the voting period; the draw happens in the live show. */
export const giveaway: GiveawayItem = {
  id: 1,
  startsAt: SEASON.votingOpens,
  endsAt: SEASON.votingCloses,
  translations: translationRows('giveaway', 1, {
    EN: {
      title: 'Season giveaway',
      text: 'Every signed-in user who votes in at least one nomination between 13 January and 11 February 2027 enters the draw. The winners are drawn during the live show on 27 February.',
      prize: 'Three streaming kits: a camera, a microphone and a key light',
    },
    SP: {
      title: 'Sorteo de la temporada',
      text: 'Todos los usuarios con sesión iniciada que voten en al menos una categoría entre el 13 de enero y el 11 de febrero de 2027 participan en el sorteo. Los ganadores se sortean durante la gala en directo del 27 de febrero.',
      prize: 'Tres kits de streaming: una cámara, un micrófono y una luz principal',
    },
    RU: {
      title: 'Розыгрыш сезона',
      text: 'В розыгрыше участвуют все авторизованные пользователи, которые проголосуют хотя бы в одной номинации с 13 января по 11 февраля 2027 года. Победителей розыгрыша определят в прямом эфире 27 февраля.',
      prize: 'Три комплекта для стриминга: камера, микрофон и световая панель',
    },
    PT: {
      title: 'Sorteio da temporada',
      text: 'Todos os usuários com a conta conectada que votarem em pelo menos uma categoria entre 13 de janeiro e 11 de fevereiro de 2027 participam do sorteio. Os vencedores serão sorteados durante o show ao vivo de 27 de fevereiro.',
      prize: 'Três kits de streaming: uma câmera, um microfone e uma luz principal',
    },
  }),
};
