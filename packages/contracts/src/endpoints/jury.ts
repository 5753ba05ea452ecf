import { defineEndpoint } from '../endpoint';

const tags = ['backstage: jury'];

export const getJury = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/jury',
  summary: "The judges, the jury member each stands for, their assignments and each judge's progress",
  tags,
  access: 'staff',
  roles: ['organiser'],
  response: 'JuryOverview',
});

export const setUpJudge = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/backstage/jury/:userId',
  summary: "Link a judge to a jury member and set the nominations of rounds the judge scores",
  description: 'Scores in nominations taken away from the judge are kept but no longer count.',
  tags,
  access: 'staff',
  roles: ['organiser'],
  params: 'JudgeParams',
  body: 'JudgeSetup',
  response: 'Judge',
  errors: { 404: ['not_found'], 409: ['not_a_judge'] },
});

export const remindJudge = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/jury/:userId/reminder',
  summary: 'Mail a judge what is left to score',
  tags,
  access: 'staff',
  roles: ['organiser'],
  params: 'JudgeParams',
  response: 'Judge',
  errors: { 404: ['not_found'], 409: ['not_a_judge', 'nothing_to_score'] },
});

export const listJudgingTasks = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/judging',
  summary: "The caller's nominations to score, with progress",
  tags,
  access: 'staff',
  roles: ['judge'],
  response: 'JudgingTasks',
});

export const getJudgingSheet = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/judging/:roundId/:nominationId',
  summary: "A nomination's nominees with their moments and the caller's scores; never votes or other judges' scores",
  tags,
  access: 'staff',
  roles: ['judge'],
  params: 'JudgingParams',
  response: 'JudgingSheet',
  errors: { 404: ['not_found'] },
});

export const scoreNominee = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/backstage/judging/:roundId/:nominationId/scores/:nomineeId',
  summary: 'Score a nominee from 1 to 10, or change the score, until the round is sealed',
  tags,
  access: 'staff',
  roles: ['judge'],
  params: 'ScoreParams',
  body: 'ScoreRequest',
  response: 'JudgingSheet',
  errors: { 404: ['not_found'], 409: ['round_sealed', 'conflict_declared'] },
});

export const declareConflict = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/judging/:roundId/:nominationId/conflict',
  summary: 'Declare a conflict of interest: the caller abstains in this nomination, and any scores given there no longer count',
  tags,
  access: 'staff',
  roles: ['judge'],
  params: 'JudgingParams',
  body: 'ConflictRequest',
  response: 'JudgingSheet',
  errors: { 404: ['not_found'], 409: ['round_sealed', 'conflict_declared'] },
});
