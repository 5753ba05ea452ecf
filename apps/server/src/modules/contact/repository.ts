import type { LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { contactMessages } from '../../lib/db/schema';

/** The one place that writes the contact_messages table. */

export interface NewContactMessage {
  email: string;
  comments: string;
  /** The sender's language, so that a reply can be written in it. */
  language: LanguageCode;
}

/** Stores the message; answers it as the sender sees it. */
export async function addContactMessage(db: Database, message: NewContactMessage) {
  const [stored] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, email: contactMessages.email, comments: contactMessages.comments });
  return stored!;
}
