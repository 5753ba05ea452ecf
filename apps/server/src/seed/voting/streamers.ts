/**
 * Invented streamers the seeded rounds nominate (any likeness to a real channel is chance), with
 * the public page their nomination links to.
 */
export interface SeedStreamer {
  nickname: string;
  linkToPage: string;
}

const twitch = (nickname: string) => ({ nickname, linkToPage: `https://twitch.tv/${nickname.toLowerCase()}` });
const kick = (nickname: string) => ({ nickname, linkToPage: `https://kick.com/${nickname.toLowerCase()}` });
const youtube = (nickname: string) => ({ nickname, linkToPage: `https://www.youtube.com/@${nickname}` });

export const SEED_STREAMERS: SeedStreamer[] = [
  twitch('SpinDoctorLuca'),
  kick('NeonNadia'),
  twitch('ReelRaven'),
  youtube('JackpotJules'),
  kick('LuckyLoboTV'),
  twitch('MaxBetMarta'),
  kick('SlotSamurai'),
  twitch('CrimsonCroupier'),
  youtube('BonusBuyBruno'),
  twitch('WildcardWes'),
  kick('VelvetVegas'),
  twitch('HighRollerHana'),
  kick('ScatterSofia'),
  twitch('DoubleDownDima'),
  youtube('RouletteRiya'),
  kick('TurboTiago'),
  twitch('GoldenGambitGG'),
  twitch('FreeSpinFelix'),
  kick('MegaWinMila'),
  youtube('AceOfAlina'),
  twitch('StackedStan'),
  kick('NightOwlNiko'),
  twitch('ChipChaseCarla'),
  kick('VovaVabank'),
  twitch('SashaSlotovna'),
  youtube('TiaTigrinhoBR'),
  kick('ElPelucheSpins'),
  twitch('MultiplierMaya'),
  kick('DiceQueenDara'),
  twitch('HotStreakHugo'),
  youtube('CoinFlipKaz'),
  kick('PinkJackpotPia'),
];

/** Readable, stable asset ids for the streamers' avatars. */
export const streamerAvatarId = (nickname: string) => `nominee-${nickname.toLowerCase()}`;
