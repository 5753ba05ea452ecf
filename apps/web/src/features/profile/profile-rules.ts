import type { ApplicationItem, ApplicationStatus } from '@awards/contracts';

/** A profile date reads DD.MM.YYYY, in the visitor's own time zone. */
export function formatProfileDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** in_progress shows as Under review, approved as Approved, declined as Declined, withdrawn as Withdrawn. */
export const STATUS_LABELS = {
  in_progress: 'profile.status.in_progress',
  approved: 'profile.status.approved',
  declined: 'profile.status.declined',
  withdrawn: 'profile.status.withdrawn',
} as const satisfies Record<ApplicationStatus, string>;

/** The profile's tabs: every entry, or only the accepted ones. */
export const PROFILE_TABS = ['all', 'accepted'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function entriesInTab<T extends Pick<ApplicationItem, 'status'>>(entries: readonly T[], tab: ProfileTab): T[] {
  return tab === 'accepted' ? entries.filter((entry) => entry.status === 'approved') : [...entries];
}
