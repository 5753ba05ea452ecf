/** What other modules use of staff: the access hook every backstage route relies on, and the acting staff member. */
export { staffAccess } from './access';
export { actorOf } from './actor';
/** For the command line and the seed, which change roles with the backstage's own code. */
export { COMMAND_LINE, grantRoleByEmail, revokeRoleOf } from './roles';
export { addRole, staffMembers } from './repository';
export { sendGrantMail } from './mail-place';
