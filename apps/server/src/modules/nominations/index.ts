/** What other modules use of the nominations: their titles in a language. */
export { listNominations } from './catalogue';
