import { defineEndpoint } from '../endpoint';

const tags = ['backstage: live show'];
const organiser = ['organiser'] as const;

export const getControlRoom = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/show',
  summary: "The control room: the live round's running order with what is revealed, live and in the rehearsal, and the Legends blocks",
  tags,
  access: 'staff',
  roles: organiser,
  response: 'ControlRoom',
});

export const setRunningOrder = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/backstage/show/running-order',
  summary: "Set the order the live round's nominations are revealed in",
  tags,
  access: 'staff',
  roles: organiser,
  body: 'RunningOrder',
  response: 'ControlRoom',
  errors: { 404: ['not_found'] },
});

export const revealResults = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/show/reveal',
  summary: "Reveal the next nomination of the running order, a chosen one, or all that are left; every open page learns of it at once",
  description:
    'With `rehearsal: true` nothing public changes: the reveal reaches only the control room’s preview. A nomination held back is skipped by `next` and left by `all`; naming it answers 409 `held_back`, as does `next` or `all` with nothing but held-back nominations left.',
  tags,
  access: 'staff',
  roles: organiser,
  body: 'RevealRequest',
  response: 'ControlRoom',
  errors: { 404: ['not_found'], 409: ['round_not_sealed', 'already_revealed', 'held_back'] },
});

export const holdNomination = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/backstage/show/running-order/:nominationId/hold',
  summary: 'Hold a nomination of the running order back, or let it go: "reveal next" skips one held back and "reveal all" leaves it',
  description: 'A nomination with neither a counted vote nor a jury score in the sealed standings is held back until an organiser lets it go (`held_back: false`).',
  tags,
  access: 'staff',
  roles: organiser,
  params: 'ShowNominationParams',
  body: 'HoldRequest',
  response: 'ControlRoom',
  errors: { 404: ['not_found'], 409: ['already_revealed'] },
});

export const revealLegend = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/show/legends/:blockId/reveal',
  summary: "Crown a Legends block's legend now",
  tags,
  access: 'staff',
  roles: organiser,
  params: 'LegendRevealParams',
  body: 'LegendRevealRequest',
  response: 'ControlRoom',
  errors: { 404: ['not_found'], 409: ['already_revealed', 'guessing_open'] },
});

export const resetRehearsal = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/show/rehearsal/reset',
  summary: 'Start the rehearsal over: forget its reveals',
  tags,
  access: 'staff',
  roles: organiser,
  response: 'ControlRoom',
});
