/** What other modules and the demo seed use of the jury: the scores that count in a round's results, and a jury's setup and scores. */
export { readJuryTallies, type JuryTally } from './tallies';
export { listJuryMembers } from './jury-members';
export { recordConflict, replaceAssignments, setJuryMember, writeScore } from './repository';
/** For the content editor, which must not remove a jury member a judge's account shows. */
export { refuseLinkedJuryMember } from './jury-member-removal';
/** For the season's readiness, which finds judges with nominees left to score. */
export { readJudges } from './judges';
