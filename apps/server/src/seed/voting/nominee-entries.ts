import { createHash } from 'node:crypto';
import type { LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import type { ObjectStorage } from '../../lib/storage';
import { insertStandingEntries, linkKey, readApprovedEntryGroups, type StandingEntry } from '../../modules/entries';
import { demoUpload } from '../entries/demo-upload';
import type { Window } from '../season-timeline';
import type { SeedStreamer } from './streamers';

/** The entry a seeded nominee stands for, as a nominee taken from the applications keeps it. */
export interface NomineeEntry {
  applicationId: number;
  pageKey: string;
}

/** A nomination's longlist, by the streamers in their places. */
export interface SeededLonglist {
  nominationId: number;
  streamers: SeedStreamer[];
}

const hex = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);
const digits = (text: string, length: number) => BigInt(`0x${hex(text, 16)}`).toString().slice(0, length);

/** An invented past broadcast on the streamer's own platform, which the voting page shows as that platform's player. */
function pastBroadcast({ nickname, linkToPage }: SeedStreamer): string {
  const host = new URL(linkToPage).hostname;
  if (host === 'kick.com') {
    const id = hex(nickname, 32).replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12})$/, '$1-$2-4$3-a$4-$5');
    return `https://kick.com/${nickname.toLowerCase()}/videos/${id}`;
  }
  if (host.endsWith('youtube.com')) return `https://www.youtube.com/watch?v=${Buffer.from(hex(nickname, 16), 'hex').toString('base64url').slice(0, 11)}`;
  return `https://www.twitch.tv/videos/22${digits(nickname, 8)}`;
}

/** A moment an hour or so into a broadcast, different per nomination: `1:07:21`. */
const timeCode = (nominationId: number) => `1:${String((nominationId * 7) % 60).padStart(2, '0')}:${String((nominationId * 13) % 60).padStart(2, '0')}`;

/**
 * Approved entries for the first two places of each nomination's longlist, sent by demo applicants
 * while applications were open: the first with an uploaded clip (the demo entries' tiny WebM) when
 * `storage` is given, the second with a link to a past broadcast and a time code. So the voting
 * page shows a newcomer both kinds of player; the other nominees stand as if added by hand. The
 * entry each of those streamers stands for, by nomination and nickname.
 */
export async function seedNomineeEntries(
  db: Database,
  applications: Window,
  applicants: { id: number; language: LanguageCode }[],
  longlists: SeededLonglist[],
  storage?: ObjectStorage,
): Promise<(nominationId: number, nickname: string) => NomineeEntry | undefined> {
  const span = applications.endsAt.getTime() - applications.startsAt.getTime();
  const during = (fraction: number) => new Date(applications.startsAt.getTime() + span * fraction);
  const entries: StandingEntry[] = [];
  if (applicants.length > 1) {
    for (const { nominationId, streamers } of longlists) {
      for (const [place, streamer] of streamers.slice(0, 2).entries()) {
        if (place === 0 && !storage) continue;
        const applicant = applicants[(nominationId * 2 + place) % applicants.length]!;
        const sentAt = (nominationId + place * 11) / 30;
        entries.push({
          userId: applicant.id,
          nominationId,
          nickname: streamer.nickname,
          linkToPage: streamer.linkToPage,
          media: place === 0 ? await demoUpload(storage!, `demo nominee video ${nominationId}`) : { linkToMedia: pastBroadcast(streamer) },
          comments: null,
          timeCode: place === 0 ? '0:01' : timeCode(nominationId),
          language: applicant.language,
          status: 'approved',
          declineReason: null,
          decisionNote: null,
          decidedAt: during(sentAt + 0.1),
          createdAt: during(sentAt),
        });
      }
    }
  }
  if (entries.length > 0) await insertStandingEntries(db, entries);
  const found = new Map<string, NomineeEntry>();
  for (const entry of entries) {
    const [group] = await readApprovedEntryGroups(db, entry.nominationId, linkKey(entry.linkToPage));
    if (group) found.set(`${entry.nominationId} ${entry.nickname}`, { applicationId: group.applicationId, pageKey: group.pageKey });
  }
  return (nominationId, nickname) => found.get(`${nominationId} ${nickname}`);
}
