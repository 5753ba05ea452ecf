import type { GiveawayItem } from '@awards/contracts';
import type { SeasonTimeline } from '../season-timeline';
import { contentDateTime, inEveryLanguage, spans } from './season-dates';
import { translationRows } from './translations';

/** Voters enter during the voting period; the draw happens in the live show. Both as the timeline dates them. */
export function giveaway(timeline: SeasonTimeline): GiveawayItem {
  const voting = { startsAt: timeline.longlist.startsAt, endsAt: timeline.shortlist.endsAt };
  const span = spans(voting);
  const show = inEveryLanguage(timeline.liveShow.startsAt);
  return {
    id: 1,
    startsAt: contentDateTime(voting.startsAt),
    endsAt: contentDateTime(voting.endsAt),
    translations: translationRows('giveaway', 1, {
      EN: {
        title: 'Season giveaway',
        text: `Every signed-in user who votes in at least one nomination between ${span.EN.from} and ${span.EN.to} enters the draw. The winners are drawn during the live show on ${show.EN.dayMonth}.`,
        prize: 'Three streaming kits: a camera, a microphone and a key light',
      },
      SP: {
        title: 'Sorteo de la temporada',
        text: `Todos los usuarios con sesión iniciada que voten en al menos una categoría entre el ${span.SP.from} y el ${span.SP.to} participan en el sorteo. Los ganadores se sortean durante la gala en directo del ${show.SP.dayMonth}.`,
        prize: 'Tres kits de streaming: una cámara, un micrófono y una luz principal',
      },
      RU: {
        title: 'Розыгрыш сезона',
        text: `В розыгрыше участвуют все авторизованные пользователи, которые проголосуют хотя бы в одной номинации с ${span.RU.from} по ${span.RU.to}. Победителей розыгрыша определят в прямом эфире ${show.RU.dayMonth}.`,
        prize: 'Три комплекта для стриминга: камера, микрофон и световая панель',
      },
      PT: {
        title: 'Sorteio da temporada',
        text: `Todos os usuários com a conta conectada que votarem em pelo menos uma categoria entre ${span.PT.from} e ${span.PT.to} participam do sorteio. Os vencedores serão sorteados durante o show ao vivo de ${show.PT.dayMonth}.`,
        prize: 'Três kits de streaming: uma câmera, um microfone e uma luz principal',
      },
    }),
  };
}
