import type { PreviousWinner, SeasonPhases, SocialLink, StreamSettings } from '@awards/contracts';
import type { ContentAsset } from '../modules/content';
import type { SettingValues } from '../modules/settings/repository';
import { streamerAvatar } from '../modules/voting/seed/avatar';
import { svgAsset } from './images/svg';
import type { SeasonTimeline } from './season-timeline';

/** Fictional accounts on the reserved `.example` domain, so that no link can point at a real one. */
const socials: SocialLink[] = [
  { network: 'youtube', url: 'https://youtube.example/@streamawards' },
  { network: 'instagram', url: 'https://instagram.example/streamawards' },
  { network: 'x', url: 'https://x.example/streamawards' },
  { network: 'telegram', url: 'https://telegram.example/streamawards' },
  { network: 'discord', url: 'https://discord.example/invite/streamawards' },
];

const stream: StreamSettings = {
  main: { provider: 'twitch', channel: 'streamawards' },
  restreams: {
    EN: { provider: 'youtube', channel: 'streamawards-en' },
    SP: { provider: 'kick', channel: 'streamawards-es' },
    RU: { provider: 'twitch', channel: 'streamawards_ru' },
    PT: { provider: 'kick', channel: 'streamawards-pt' },
  },
};

/** Last edition's winners, one per nomination id 1 to 11, in the nominations' order. */
const PREVIOUS_EDITION = 2025;
const previousWinnerNicknames = [
  'GiggleGrenade',
  'SparkVixen',
  'NeonNook',
  'CaptainSequins',
  'DuoDynamo',
  'AwkwardArthur',
  'QueenQuasar',
  'HelpingHandHal',
  'RookieRocket',
  'BestieBeacon',
  'WildRideWes',
];

const winnerPhoto = (nominationId: number) => `winner-${PREVIOUS_EDITION}-${nominationId}`;

const previousWinners: PreviousWinner[] = previousWinnerNicknames.map((nickname, index) => ({
  nominationId: index + 1,
  nickname,
  photo: winnerPhoto(index + 1),
  linkToPage: `https://twitch.example/${nickname.toLowerCase()}`,
  edition: PREVIOUS_EDITION,
}));

const window = ({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }) => ({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });

/** The key dates as settings: voting runs from the longlist's start to the shortlist's end. */
function seasonPhases(timeline: SeasonTimeline): SeasonPhases {
  return {
    applications: window(timeline.applications),
    voting: window({ startsAt: timeline.longlist.startsAt, endsAt: timeline.shortlist.endsAt }),
    live: window(timeline.liveShow),
  };
}

/** Every setting of a fresh season, and the portraits of last edition's winners. */
export function seedSettings(timeline: SeasonTimeline): { values: SettingValues; assets: ContentAsset[] } {
  return {
    values: { phases: seasonPhases(timeline), socials, stream, previous_winners: previousWinners },
    assets: previousWinners.map(({ nickname, photo }, index) => svgAsset(photo, streamerAvatar(index, nickname))),
  };
}
