import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A moment to the millisecond, as JavaScript keeps it (the database keeps microseconds): what an id carrying a moment finds again exactly. */
export const toMillisecond = (moment: SQLWrapper) => sql`date_trunc('milliseconds', ${moment})`;

/** A span of whole seconds or minutes, written into the statement. */
export const interval = (amount: number, unit: 'seconds' | 'minutes'): SQL => sql.raw(`interval '${Math.trunc(amount)} ${unit}'`);
export const minutes = (amount: number) => interval(amount, 'minutes');
