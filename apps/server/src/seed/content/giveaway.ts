import type { GiveawayItem } from '@awards/contracts';
import type { SeasonTimeline } from '../season-timeline';
import { contentDateTime } from './season-dates';
import { translationRows } from './translations';

/** Voters enter during the voting period, as the timeline dates the giveaway; the draw happens in the live show. Its texts quote the season's dates as placeholders. */
export function giveaway(timeline: SeasonTimeline): GiveawayItem {
  const voting = { startsAt: timeline.longlist.startsAt, endsAt: timeline.shortlist.endsAt };
  return {
    id: 1,
    startsAt: contentDateTime(voting.startsAt),
    endsAt: contentDateTime(voting.endsAt),
    translations: translationRows('giveaway', 1, {
      EN: {
        title: 'Season giveaway',
        text: 'Every signed-in user who votes in at least one nomination between {round.longlist.start:date} and {round.shortlist.end:date} enters the draw. The winners are drawn during the live show on {show.start:date}.',
        prize: 'Three streaming kits: a camera, a microphone and a key light',
      },
      SP: {
        title: 'Sorteo de la temporada',
        text: 'Todos los usuarios con sesión iniciada que voten en al menos una categoría entre el {round.longlist.start:date} y el {round.shortlist.end:date} participan en el sorteo. Los ganadores se sortean durante la gala en directo del {show.start:date}.',
        prize: 'Tres kits de streaming: una cámara, un micrófono y una luz principal',
      },
      RU: {
        title: 'Розыгрыш сезона',
        text: 'В розыгрыше участвуют все авторизованные пользователи, которые проголосуют хотя бы в одной номинации с {round.longlist.start:date} по {round.shortlist.end:date}. Победителей розыгрыша определят в прямом эфире {show.start:date}.',
        prize: 'Три комплекта для стриминга: камера, микрофон и световая панель',
      },
      PT: {
        title: 'Sorteio da temporada',
        text: 'Todos os usuários com a conta conectada que votarem em pelo menos uma categoria entre {round.longlist.start:date} e {round.shortlist.end:date} participam do sorteio. Os vencedores serão sorteados durante o show ao vivo de {show.start:date}.',
        prize: 'Três kits de streaming: uma câmera, um microfone e uma luz principal',
      },
    }),
  };
}
