import { z } from 'zod';
import type { Camel } from './wire-case';

/** Eleven nominations with ids 1 to 11. */
export const NOMINATION_COUNT = 11;

export const NominationSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
});
export type NominationSummary = Camel<z.infer<typeof NominationSummary>>;

export const NominationList = z.array(NominationSummary);
