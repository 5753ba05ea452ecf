import type { LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { contactMessages } from '../../lib/db/schema';

export interface NewContactMessage {
  email: string;
  comments: string;
  /** The sender's language, so that a reply can be written in it. */
  language: LanguageCode;
}

/** The queries of the contact_messages table. */
export function contactMessageRepository(db: Database) {
  return {
    async add(message: NewContactMessage) {
      const [stored] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id, email: contactMessages.email, comments: contactMessages.comments });
      return stored!;
    },
  };
}
