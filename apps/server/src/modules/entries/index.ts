/** What other modules (and the seed) use of the entries: the profile's count, the demo queue with its uploads, entries' clips, and approved entries by streamer page for nominees. */
export { countEntriesOf, insertStandingEntries, type StandingEntry } from './repository';
/** For a user's own data: what they sent and uploaded, and what becomes of it when their account goes. */
export { deleteVideosOf, listEntriesOf, listVideosOf, withdrawEntriesOf } from './repository';
export { entryClips } from './entry-clips';
export { readApprovedEntryGroups, type EntryGroup } from './decision-repository';
export { linkKey } from './link-keys';
/** For the exports, which list every entry with its applicant. */
export { entriesToExport } from './export-rows';
/** For the season's readiness, which lists the entries waiting past the review promise. */
export { readOverdueEntries } from './review-repository';
