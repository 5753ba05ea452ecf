import { defineEndpoint } from '../endpoint';

export const getSeasonReadiness = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/readiness',
  summary: "What is ready for the season's next step: the phase now, the next moment, and each check with what it found and where that is fixed",
  description:
    'Organisers get every check; moderators the overdue entries alone, the one check of a section they work in. With `round_id`, the checks of rounds list that round’s findings only. A script may poll it on show day.',
  tags: ['backstage: readiness'],
  access: 'staff',
  roles: ['organiser', 'moderator'],
  query: 'ReadinessQuery',
  response: 'Readiness',
});
