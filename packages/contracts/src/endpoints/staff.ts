import { defineEndpoint } from '../endpoint';

const tags = ['backstage: staff'];

export const getStaffSelf = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/me',
  summary: 'The caller’s roles, and where they stand with the second factor',
  tags,
  access: 'staff-setup',
  response: 'StaffSelf',
});

export const setUpSecondFactor = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/second-factor/setup',
  summary: 'Start setting up the authenticator app: a new TOTP secret and its QR code',
  description: 'Replaces a secret not yet confirmed. A confirmed one stays until an organiser resets it.',
  tags,
  access: 'staff-setup',
  response: 'SecondFactorSetup',
  errors: { 409: ['second_factor_exists'] },
});

export const confirmSecondFactor = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/second-factor/confirm',
  summary: 'Confirm the set-up with the app’s first code: the backstage token and ten recovery codes, shown once',
  tags,
  access: 'staff-setup',
  body: 'SecondFactorCode',
  response: 'SecondFactorToken',
  errors: { 400: ['second_factor_invalid'], 409: ['second_factor_exists'], 429: ['rate_limited'] },
});

export const verifySecondFactor = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/second-factor/verify',
  summary: 'Give a code from the app, or a recovery code, for a token that opens the backstage',
  description: 'Each code works once. Wrong codes are rate limited per account.',
  tags,
  access: 'staff-setup',
  body: 'SecondFactorCode',
  response: 'SecondFactorToken',
  errors: { 400: ['second_factor_invalid'], 429: ['rate_limited'] },
});

export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/staff',
  summary: 'Everyone holding a role',
  tags,
  access: 'staff',
  roles: ['organiser'],
  response: 'StaffList',
});

export const grantRole = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/staff',
  summary: 'Grant a role by email, creating the account (and mailing its one-time password) when missing',
  tags,
  access: 'staff',
  roles: ['organiser'],
  body: 'RoleGrant',
  status: 201,
  response: 'StaffMember',
});

export const revokeRole = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/backstage/staff/:userId/roles/:role',
  summary: 'Revoke a role; it stops working on the holder’s next request',
  description: 'The last organiser’s organiser role stays: the backstage always keeps one.',
  tags,
  access: 'staff',
  roles: ['organiser'],
  params: 'StaffRoleParams',
  response: 'StaffMember',
  errors: { 404: ['not_found'], 409: ['last_organiser'] },
});

export const resetSecondFactor = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/backstage/staff/:userId/second-factor',
  summary: 'Reset a staff member’s second factor: their backstage tokens stop working, and they set it up again',
  tags,
  access: 'staff',
  roles: ['organiser'],
  params: 'StaffUserParams',
  response: 'StaffMember',
  errors: { 404: ['not_found'] },
});
