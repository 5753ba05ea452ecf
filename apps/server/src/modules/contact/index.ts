/** What other modules use of the contact form: a sender's own messages, read and removed on their request. */
export { deleteMessagesFrom, readMessagesFrom } from './repository';
/** For the exports, which list every message as the inbox reads it. */
export { messagesToExport } from './repository';
