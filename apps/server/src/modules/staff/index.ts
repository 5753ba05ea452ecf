/** What other modules use of staff: the access hook every backstage route relies on, and the acting staff member. */
export { staffAccess } from './access';
export { actorOf } from './actor';
