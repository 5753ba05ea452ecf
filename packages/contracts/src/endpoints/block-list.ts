import { defineEndpoint } from '../endpoint';

const tags = ['backstage: entries'];
const reviewers = ['organiser', 'moderator'] as const;

export const listBlockList = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/block-list',
  summary: 'Emails and domains that may not apply',
  tags,
  access: 'staff',
  roles: reviewers,
  response: 'BlockListEntries',
});

export const addToBlockList = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/block-list',
  summary: 'Block an email, or a whole domain written @example.com, from applying',
  tags,
  access: 'staff',
  roles: reviewers,
  body: 'BlockListAddition',
  status: 201,
  response: 'BlockListEntry',
  errors: { 409: ['already_blocked'] },
});

export const removeFromBlockList = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/backstage/block-list/:id',
  summary: 'Let an email or domain apply again',
  tags,
  access: 'staff',
  roles: reviewers,
  params: 'BlockListParams',
  response: 'BlockListEntry',
  errors: { 404: ['not_found'] },
});
