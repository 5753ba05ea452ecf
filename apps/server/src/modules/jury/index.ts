/** What other modules and the demo seed use of the jury: the scores that count in a round's results, and a jury's setup and scores. */
export { readJuryTallies, type JuryTally } from './tallies';
export { listJuryMembers } from './jury-members';
export { isJuryMemberLinked, recordConflict, replaceAssignments, setJuryMember, writeScore } from './repository';
