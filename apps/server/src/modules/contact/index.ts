/** What other modules use of the contact form: a sender's own messages, read and removed on their request. */
export { deleteMessagesFrom, readMessagesFrom } from './repository';
