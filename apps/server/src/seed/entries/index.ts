import { DECLINE_REASONS, type ApplicationStatus, type DeclineReason, type LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import type { ObjectStorage } from '../../lib/storage';
import { insertStandingEntries, type StandingEntry } from '../../modules/entries';
import { seededRandom } from '../seeded-random';
import type { SeasonTimeline } from '../season-timeline';
import { SEED_STREAMERS } from '../voting/streamers';
import { demoUpload } from './demo-upload';
import { demoComment, demoNote } from './texts';

export const DEMO_ENTRY_COUNT = 40;
/** The streamers the entries name: fewer than the entries, so that several entries name one page. */
const NAMED_STREAMERS = 12;
const HOUR = 60 * 60 * 1000;

export interface DemoApplicant {
  id: number;
  language: LanguageCode;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CLIP_WORDS = ['Brave', 'Clever', 'Tiny', 'Loud', 'Happy', 'Sleepy', 'Golden', 'Wild', 'Otter', 'Panda', 'Falcon', 'Kappa', 'PogChamp', 'Jebaited'];

/** Invented but well-formed media links: YouTube (watch, short link, Shorts), Twitch clips and past broadcasts, Kick past broadcasts, another site. */
function mediaLinks(random: () => number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const token = (length: number) => Array.from({ length }, () => pick([...ALPHABET])).join('');
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const hex = (length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
  const slug = () => `${pick(CLIP_WORDS)}${pick(CLIP_WORDS)}${pick(CLIP_WORDS)}-${token(16)}`;
  return [
    () => `https://www.youtube.com/watch?v=${token(11)}`,
    () => `https://clips.twitch.tv/${slug()}`,
    () => `https://youtu.be/${token(11)}`,
    () => `https://www.twitch.tv/videos/22${digits(8)}`,
    (channel: string) => `https://kick.com/${channel}/videos/${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
    () => `https://www.youtube.com/shorts/${token(11)}`,
    () => `https://vimeo.com/9${digits(8)}`,
    (channel: string) => `https://www.twitch.tv/${channel}/clip/${slug()}`,
  ];
}

const TIME_CODES = [(r: () => number) => `01:${10 + Math.floor(r() * 50)}:${10 + Math.floor(r() * 50)}`, () => '12:30', () => '1h02m', () => null, () => '00:45'];

/**
 * About forty entries from the demo applicants, the same on every fresh database: every fourth
 * approved, every fourth declined (the reasons in turn, some with a note), the rest under review,
 * two in five of those past the review promise; twelve streamer pages between them, so several
 * entries name one page; each in its applicant's language. Every eighth has an uploaded video
 * when `storage` is given (a tiny real WebM), the others links. Ages count back from `now`, never
 * before the application window opened.
 */
export async function seedEntries(db: Database, timeline: SeasonTimeline, applicants: DemoApplicant[], now: Date, storage?: ObjectStorage): Promise<number> {
  const random = seededRandom(2026_11_18);
  const links = mediaLinks(random);
  const oldestHours = (now.getTime() - timeline.applications.startsAt.getTime()) / HOUR - 0.5;
  const ageOf = (hours: number) => new Date(now.getTime() - Math.max(0.1, Math.min(hours, oldestHours)) * HOUR);
  const entries: StandingEntry[] = [];
  let underReview = 0;
  let declined = 0;
  for (let n = 0; n < DEMO_ENTRY_COUNT; n += 1) {
    const applicant = applicants[n % applicants.length]!;
    const streamer = SEED_STREAMERS[(n * 7) % NAMED_STREAMERS]!;
    const channel = streamer.nickname.toLowerCase();
    const status: ApplicationStatus = n % 4 === 0 ? 'approved' : n % 4 === 1 ? 'declined' : 'in_progress';
    const hours = status === 'in_progress' ? (underReview++ % 5 < 2 ? 61 + random() * 70 : 1 + random() * 55) : 6 + random() * 130;
    const createdAt = ageOf(hours);
    const reason: DeclineReason | null = status === 'declined' ? DECLINE_REASONS[declined++ % DECLINE_REASONS.length]! : null;
    const mediaKind = n % links.length;
    const media = storage && mediaKind === links.length - 1 ? await demoUpload(storage, `demo entry video ${n}`) : { linkToMedia: links[mediaKind]!(channel) };
    const decidedAt = status === 'in_progress' ? null : new Date(createdAt.getTime() + random() * (now.getTime() - createdAt.getTime()));
    entries.push({
      userId: applicant.id,
      // Each applicant's entries fall in different nominations, so no two collide as duplicates.
      nominationId: ((n * 5) % 11) + 1,
      nickname: streamer.nickname,
      linkToPage: streamer.linkToPage,
      media,
      comments: n % 3 === 2 ? null : demoComment(applicant.language, n),
      timeCode: TIME_CODES[n % TIME_CODES.length]!(random),
      language: applicant.language,
      status,
      declineReason: reason,
      decisionNote: reason ? demoNote(applicant.language, reason) : null,
      decidedAt,
      createdAt,
    });
  }
  await insertStandingEntries(db, entries);
  return entries.length;
}
