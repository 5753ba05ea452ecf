/** What other modules use of staff: the access hook every backstage route relies on, and the acting staff member. */
export { staffAccess } from './access';
export { actorOf } from './actor';
/** For the command line and the seed, which change roles with the backstage's own code. */
export { COMMAND_LINE, grantRoleByEmail, revokeRoleOf } from './roles';
export { addRole, staffMember, staffMembers } from './repository';
/** For a user's own data: whether they are staff, and whether they set up the second factor. */
export { rolesOf, secondFactorOf } from './repository';
export { sendRoleMail } from './mail-place';
/** For the first start's line saying where to sign in. */
export { backstageLink } from './backstage-link';
