import type { PreviousWinnerItem } from '@awards/contracts';
import type { ContentAsset } from '../../modules/content';
import { svgAsset } from '../images/svg';
import { streamerAvatar } from '../voting/avatar';

/** Last edition's winners, one per nomination id 1 to 11, in the nominations' order. */
const PREVIOUS_EDITION = 2025;
const nicknames = [
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

export const previousWinners: PreviousWinnerItem[] = nicknames.map((nickname, index) => ({
  id: index + 1,
  sort: index + 1,
  nominationId: index + 1,
  nickname,
  photo: `winner-${PREVIOUS_EDITION}-${index + 1}`,
  linkToPage: `https://twitch.example/${nickname.toLowerCase()}`,
  edition: PREVIOUS_EDITION,
}));

/** Their portraits. */
export const previousWinnerAssets = (): ContentAsset[] => previousWinners.map(({ nickname, photo }, index) => svgAsset(photo, streamerAvatar(index, nickname)));
