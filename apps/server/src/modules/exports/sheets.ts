import type { ExportKind } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { messagesToExport } from '../contact';
import { entriesToExport } from '../entries';
import { guessesToExport, readBlocks } from '../legends';
import { listNominations } from '../nominations';
import { pseudonymiser } from './pseudonym';
import { readVotes } from './vote-rows';

/** A cell as the CSV writes it: null is an empty cell. */
export type Cell = string | number | null;

/** An export's columns (the header row, in English) and its rows, a batch at a time in id order. */
export interface Sheet {
  headers: string[];
  batch: (afterId: number, limit: number) => Promise<{ id: number; cells: Cell[] }[]>;
}

type Column<Row> = readonly [header: string, cell: (row: Row) => Cell];

/** The header and the cell of each column side by side, so that neither can drift from the other. */
function sheet<Row extends { id: number }>(read: (afterId: number, limit: number) => Promise<Row[]>, columns: Column<NoInfer<Row>>[]): Sheet {
  return {
    headers: columns.map(([header]) => header),
    batch: async (afterId, limit) => (await read(afterId, limit)).map((row) => ({ id: row.id, cells: columns.map(([, cell]) => cell(row)) })),
  };
}

/** A time as spreadsheets read one, in UTC (the headers say so). */
const utc = (date: Date | null) => date && date.toISOString().slice(0, 19).replace('T', ' ');
const yesNo = (value: boolean | null) => (value === null ? null : value ? 'yes' : 'no');

export interface SheetContext {
  db: Database;
  jwtSecret: string;
  roundId?: number;
}

/** Nominations by id, in English: the language every export's texts of our own are in. */
async function nominationNames(db: Database): Promise<(id: number) => string | null> {
  const names = new Map((await listNominations(db, 'EN')).map((nomination) => [nomination.id, nomination.title]));
  return (id) => names.get(id) ?? null;
}

export const SHEETS: Record<ExportKind, (context: SheetContext) => Promise<Sheet>> = {
  entries: async ({ db }) => {
    const nomination = await nominationNames(db);
    return sheet(
      (afterId, limit) => entriesToExport(db, afterId, limit),
      [
        ['entry_id', (row) => row.id],
        ['nomination_id', (row) => row.nominationId],
        ['nomination', (row) => nomination(row.nominationId)],
        ['streamer_nickname', (row) => row.nickname],
        ['link_to_page', (row) => row.linkToPage],
        ['link_to_media', (row) => row.linkToMedia],
        ['uploaded_video', (row) => yesNo(row.hasVideo)],
        ['status', (row) => row.status],
        ['decline_reason', (row) => row.declineReason],
        ['language', (row) => row.language],
        ['created_at_utc', (row) => utc(row.createdAt)],
        ['decided_at_utc', (row) => utc(row.decidedAt)],
        ['applicant_name', (row) => row.applicantName],
        ['applicant_email', (row) => row.applicantEmail],
      ],
    );
  },

  votes: async ({ db, jwtSecret, roundId }) => {
    const nomination = await nominationNames(db);
    const voter = pseudonymiser(jwtSecret);
    return sheet(
      (afterId, limit) => readVotes(db, afterId, limit, roundId),
      [
        ['vote_id', (row) => row.id],
        ['voter', (row) => voter(row.userId)],
        ['round_id', (row) => row.roundId],
        ['round', (row) => row.roundKind],
        ['nomination_id', (row) => row.nominationId],
        ['nomination', (row) => nomination(row.nominationId)],
        ['nominee_id', (row) => row.nomineeId],
        ['nominee_nickname', (row) => row.nomineeNickname],
        ['cast_at_utc', (row) => utc(row.createdAt)],
        ['address_hash', (row) => row.addressHash],
        ['client_hash', (row) => row.clientHash],
        ['quarantined', (row) => yesNo(row.quarantinedAt !== null)],
        ['quarantined_at_utc', (row) => utc(row.quarantinedAt)],
        ['quarantine_reason', (row) => row.quarantineReason],
      ],
    );
  },

  guesses: async ({ db, jwtSecret }) => {
    // What the blocks show is content: each block's place in the game and its streamers' nicknames.
    const blocks = await readBlocks(db);
    const blockNumbers = new Map(blocks.map(({ block }) => [block.id, block.orderId]));
    const nicknames = new Map(blocks.flatMap(({ streamers }) => streamers.map((streamer) => [streamer.id, streamer.nickname])));
    const player = pseudonymiser(jwtSecret);
    return sheet(
      (afterId, limit) => guessesToExport(db, afterId, limit),
      [
        ['guess_id', (row) => row.id],
        ['player', (row) => player(row.userId)],
        ['block_id', (row) => row.blockId],
        ['block_number', (row) => blockNumbers.get(row.blockId) ?? null],
        ['streamer_id', (row) => row.streamerId],
        ['streamer_nickname', (row) => nicknames.get(row.streamerId) ?? null],
        ['correct', (row) => yesNo(row.legendStreamerId === null ? null : row.streamerId === row.legendStreamerId)],
        ['guessed_at_utc', (row) => utc(row.createdAt)],
      ],
    );
  },

  messages: async ({ db }) =>
    sheet(
      (afterId, limit) => messagesToExport(db, afterId, limit),
      [
        ['message_id', (row) => row.id],
        ['email', (row) => row.email],
        ['message', (row) => row.comments],
        ['language', (row) => row.language],
        ['created_at_utc', (row) => utc(row.createdAt)],
        ['handled_at_utc', (row) => utc(row.handledAt)],
        ['replies', (row) => row.replies],
      ],
    ),
};
