import type { Localised } from '../content/translations';

export interface LegendBlockSeed {
  texts: Localised<{ title: string; description: string }>;
  /** Invented nicknames, in the order the block shows them. */
  streamers: string[];
  /** Index into `streamers` of the hidden legend. */
  legend: number;
}

/**
 * A block: its legend, named among its streamers, the invented nicknames in the order the block
 * shows them, and its title and description in each language.
 */
function legendBlock(legend: string, streamers: string[], texts: Localised<[title: string, description: string]>): LegendBlockSeed {
  const index = streamers.indexOf(legend);
  if (index < 0) throw new Error(`The legend ${legend} is not among the block's streamers`);
  const localised = Object.fromEntries(Object.entries(texts).map(([code, [title, description]]) => [code, { title, description }]));
  return { texts: localised as LegendBlockSeed['texts'], streamers, legend: index };
}

/** The season's Legends of the Year, in order: each block asks who its legend is. */
export const legendBlockSeeds: LegendBlockSeed[] = [
  legendBlock('LuckyLoop', ['MidnightNova', 'ReplayRosa', 'LuckyLoop', 'SpinSavant', 'CrimsonKite'], {
    EN: ['Comeback of the year', 'The streamer who returned from a long break stronger than ever.'],
    SP: ['Regreso del año', 'El streamer que volvió de un largo descanso más fuerte que nunca.'],
    RU: ['Возвращение года', 'Стример, который вернулся после долгого перерыва сильнее, чем когда-либо.'],
    PT: ['Retorno do ano', 'O streamer que voltou de uma longa pausa mais forte do que nunca.'],
  }),
  legendBlock('MarathonMax', ['MarathonMax', 'DawnDrifter', 'TwelveHourTess', 'CoffeeCrank'], {
    EN: ['Marathon of the year', "The season's longest stream, and its chat stayed wide awake to the end."],
    SP: ['Maratón del año', 'El stream más largo de la temporada, que aun así mantuvo despierto a su chat.'],
    RU: ['Марафон года', 'Самый долгий стрим сезона, на котором чат так и не заснул.'],
    PT: ['Maratona do ano', 'A live mais longa da temporada, que mesmo assim manteve o chat bem acordado.'],
  }),
  legendBlock('BrightByte', ['PixelPip', 'FreshFrostie', 'NovaNoodle', 'BrightByte', 'TinyTitan', 'SunnySpin'], {
    EN: ['Rookie of the year', 'The newcomer who went from a first stream to a packed chat in a single season.'],
    SP: ['Novato del año', 'El recién llegado que pasó de su primer stream a un chat lleno en una sola temporada.'],
    RU: ['Новичок года', 'Дебютант, который за один сезон прошёл путь от первого стрима до переполненного чата.'],
    PT: ['Novato do ano', 'O estreante que foi da primeira live a um chat lotado em uma única temporada.'],
  }),
  legendBlock('WildWager', ['ClipQueenCleo', 'WildWager', 'EchoEmber', 'JesterJules', 'GlitchGus'], {
    EN: ['Clip of the year', 'The moment that was clipped, shared and remixed more than any other.'],
    SP: ['Clip del año', 'El momento que más se recortó, se compartió y se remezcló.'],
    RU: ['Момент года', 'Тот самый момент, который нарезали, пересылали и ремиксовали чаще всех остальных.'],
    PT: ['Clip do ano', 'O momento mais recortado, compartilhado e remixado de todos.'],
  }),
  legendBlock('ChatChampion', ['CaptainCozy', 'MamaMeteor', 'ChatChampion', 'VelvetVortex'], {
    EN: ['Heart of the community', 'The streamer whose chat felt most like a family all year long.'],
    SP: ['Corazón de la comunidad', 'El streamer cuyo chat se sintió como una familia durante todo el año.'],
    RU: ['Сердце сообщества', 'Стример, чей чат весь год был больше всего похож на семью.'],
    PT: ['Coração da comunidade', 'O streamer cujo chat pareceu uma família o ano inteiro.'],
  }),
];
