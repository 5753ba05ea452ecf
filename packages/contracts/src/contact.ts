import { z } from 'zod';
import type { Camel } from './wire-case';
import { TEXT_MAX, TEXT_MIN, emailRule, requiredText } from './rules';

export const ContactRequest = z.object({
  email: emailRule,
  comments: requiredText(TEXT_MIN, TEXT_MAX),
});
export type ContactRequest = Camel<z.infer<typeof ContactRequest>>;

export const ContactResponse = z.object({ id: z.number().int(), email: z.string(), comments: z.string() });
export type ContactResponse = Camel<z.infer<typeof ContactResponse>>;
