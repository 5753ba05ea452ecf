import { defineEndpoint } from '../endpoint';

const tags = ['backstage: season'];

export const getSeason = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/season',
  summary: "The season's dates: the applications window, each voting round with its blend and reveal, the live show",
  tags,
  access: 'staff',
  roles: ['organiser'],
  response: 'Season',
});

export const updateSeason = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/backstage/season',
  summary: "Change the season's dates and each round's blend; the public pages follow at once",
  description: 'Every problem is answered at once, each on its field (`fields`). A sealed round keeps its dates and blend.',
  tags,
  access: 'staff',
  roles: ['organiser'],
  body: 'SeasonInput',
  response: 'Season',
  errors: { 404: ['not_found'], 409: ['round_sealed'] },
});
