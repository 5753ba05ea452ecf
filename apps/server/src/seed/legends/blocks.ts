import type { Localised } from '../content/translations';

export interface LegendBlockSeed {
  texts: Localised<{ title: string; description: string }>;
  /** Invented nicknames, in the order the block shows them. */
  streamers: string[];
  /** Index into `streamers` of the hidden legend. */
  legend: number;
}

/** The season's Legends of the Year, in order: each block asks who its legend is. */
export const legendBlockSeeds: LegendBlockSeed[] = [
  {
    texts: {
      EN: { title: 'Comeback of the year', description: 'The streamer who returned from a long break stronger than ever.' },
      SP: { title: 'Regreso del año', description: 'El streamer que volvió de un largo descanso más fuerte que nunca.' },
      RU: { title: 'Возвращение года', description: 'Стример, который вернулся после долгого перерыва сильнее, чем когда-либо.' },
      PT: { title: 'Retorno do ano', description: 'O streamer que voltou de uma longa pausa mais forte do que nunca.' },
    },
    streamers: ['MidnightNova', 'ReplayRosa', 'LuckyLoop', 'SpinSavant', 'CrimsonKite'],
    legend: 2,
  },
  {
    texts: {
      EN: { title: 'Marathon of the year', description: 'The longest stream of the season that still kept its chat wide awake.' },
      SP: { title: 'Maratón del año', description: 'El stream más largo de la temporada que aun así mantuvo despierto a su chat.' },
      RU: { title: 'Марафон года', description: 'Самый долгий стрим сезона, на котором чат так и не заснул.' },
      PT: { title: 'Maratona do ano', description: 'A live mais longa da temporada que ainda manteve o chat bem acordado.' },
    },
    streamers: ['MarathonMax', 'DawnDrifter', 'TwelveHourTess', 'CoffeeCrank'],
    legend: 0,
  },
  {
    texts: {
      EN: { title: 'Rookie of the year', description: 'The newcomer who went from a first stream to a packed chat in a single season.' },
      SP: { title: 'Novato del año', description: 'El recién llegado que pasó de su primer stream a un chat lleno en una sola temporada.' },
      RU: { title: 'Новичок года', description: 'Новичок, который за один сезон прошёл путь от первого стрима до переполненного чата.' },
      PT: { title: 'Novato do ano', description: 'O estreante que foi da primeira live a um chat lotado em uma única temporada.' },
    },
    streamers: ['PixelPip', 'FreshFrostie', 'NovaNoodle', 'BrightByte', 'TinyTitan', 'SunnySpin'],
    legend: 3,
  },
  {
    texts: {
      EN: { title: 'Clip of the year', description: 'The moment that was clipped, shared and remixed more than any other.' },
      SP: { title: 'Clip del año', description: 'El momento que más se recortó, se compartió y se remezcló.' },
      RU: { title: 'Клип года', description: 'Момент, который нарезали, пересылали и ремиксовали чаще всех остальных.' },
      PT: { title: 'Clipe do ano', description: 'O momento mais recortado, compartilhado e remixado de todos.' },
    },
    streamers: ['ClipQueenCleo', 'WildWager', 'EchoEmber', 'JesterJules', 'GlitchGus'],
    legend: 1,
  },
  {
    texts: {
      EN: { title: 'Heart of the community', description: 'The streamer whose chat felt most like a family all year long.' },
      SP: { title: 'Corazón de la comunidad', description: 'El streamer cuyo chat se sintió como una familia durante todo el año.' },
      RU: { title: 'Сердце сообщества', description: 'Стример, чей чат весь год был больше всего похож на семью.' },
      PT: { title: 'Coração da comunidade', description: 'O streamer cujo chat pareceu uma família o ano inteiro.' },
    },
    streamers: ['CaptainCozy', 'MamaMeteor', 'ChatChampion', 'VelvetVortex'],
    legend: 2,
  },
];
