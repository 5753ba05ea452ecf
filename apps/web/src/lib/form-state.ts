import type { MutationStatus } from '@tanstack/react-query';

/**
 * A form is INACTIVE, PROCESS while it sends, then COMMIT or ABORT until the visitor closes the
 * outcome's popup or notification (which resets the mutation). Read off the mutation's own status,
 * so a form keeps no state machine of its own.
 */
export type FormState = 'INACTIVE' | 'PROCESS' | 'COMMIT' | 'ABORT';

const STATES: Record<MutationStatus, FormState> = { idle: 'INACTIVE', pending: 'PROCESS', success: 'COMMIT', error: 'ABORT' };

export const formState = (mutation: { status: MutationStatus }): FormState => STATES[mutation.status];

/** A form is locked while it sends and while its outcome shows: a second submit starts nothing. */
export const isLocked = (mutation: { status: MutationStatus }): boolean => mutation.status !== 'idle';
