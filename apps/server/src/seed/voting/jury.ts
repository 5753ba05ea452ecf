import type { LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { listJuryMembers, recordConflict, replaceAssignments, setJuryMember, writeScore } from '../../modules/jury';
import { addRole } from '../../modules/staff';
import { insertPasswordlessAccounts } from '../../modules/users';

const DAY = 24 * 60 * 60 * 1000;

/** The jury the site shows, as accounts with the judge role: like the demo users, nobody can sign in as them. */
const JUDGES: { name: string; email: string; language: LanguageCode }[] = [
  { name: 'Lena Varga', email: 'lena.varga.jury@example.com', language: 'EN' },
  { name: 'Diego Albarrán', email: 'diego.albarran.jury@example.com', language: 'SP' },
  { name: 'Аня Сорокина', email: 'anya.sorokina.jury@example.com', language: 'RU' },
  { name: 'Rafael Monteiro', email: 'rafael.monteiro.jury@example.com', language: 'PT' },
];

/** The judge who knows a nominee of this nomination: they declare a conflict there and abstain. */
const CONFLICT = { judge: 1, nominationId: 3, note: 'I produced a charity stream with one of the nominees this year.' };

interface ShortlistNominee {
  id: number;
  nominationId: number;
  sort: number;
}

/** A score from 4 to 10 that differs by judge and place, so that the jury does not simply follow the audience. */
const scoreOf = (judge: number, place: number, nominationId: number) => 4 + ((place * 3 + judge * 2 + nominationId) % 7);

/**
 * The jury of the shortlist: each judge linked to the jury member the site shows and assigned every
 * nomination. With `scored` (the show is over) each has scored every nominee, but for the one
 * conflict declared, so that the sealed results blend the audience with the jury.
 */
export async function seedJury(db: Database, shortlist: { id: number; endsAt: Date }, nominees: ShortlistNominee[], nominationIds: number[], scored: boolean) {
  const [accounts, members] = await Promise.all([insertPasswordlessAccounts(db, JUDGES), listJuryMembers(db)]);
  const ranked = accounts.sort((a, b) => a.id - b.id);
  for (const [judge, account] of ranked.entries()) {
    await addRole(db, account.id, 'judge');
    const member = members[judge];
    if (member) await setJuryMember(db, account.id, member.id);
    await replaceAssignments(db, account.id, nominationIds.map((nominationId) => ({ roundId: shortlist.id, nominationId })));
    if (!scored) continue;
    for (const nominee of nominees) {
      if (judge === CONFLICT.judge && nominee.nominationId === CONFLICT.nominationId) continue;
      await writeScore(db, account.id, nominee.id, scoreOf(judge, nominee.sort, nominee.nominationId));
    }
    if (judge === CONFLICT.judge) await recordConflict(db, account.id, { roundId: shortlist.id, nominationId: CONFLICT.nominationId }, CONFLICT.note, new Date(shortlist.endsAt.getTime() - DAY));
  }
}
