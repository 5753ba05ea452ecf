/** What other modules use of mail: queuing it in the transaction of the change that causes it, and sending it at once where no worker runs. */
export { enqueueMail, enqueueMails } from './repository';
/** For a user's own data: the mail to them, read and removed on their request. */
export { deleteMailTo, readMailTo } from './repository';
export { deliverQueuedMail, type Delivery } from './delivery';
