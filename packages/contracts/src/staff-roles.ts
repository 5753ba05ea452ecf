/** What a staff member may do: organisers everything, moderators entries, the block list and the inbox, judges scoring. */
export const STAFF_ROLES = ['organiser', 'moderator', 'judge'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
