import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { STATUS_LABELS, entriesInTab, formatProfileDate } from './profile-rules';

describe('the profile date', () => {
  it('reads DD.MM.YYYY, zero-padded, in local time', () => {
    const local = new Date(2026, 0, 5, 12, 30);
    expect(formatProfileDate(local.toISOString())).toBe('05.01.2026');
    expect(formatProfileDate(new Date(2026, 11, 31, 12).toISOString())).toBe('31.12.2026');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatProfileDate('not a date')).toBe('');
  });
});

describe('the status labels', () => {
  it('say Under review, Approved, Declined and Withdrawn', () => {
    const t = i18n.getFixedT('en');
    expect(t(STATUS_LABELS.in_progress)).toBe('Under review');
    expect(t(STATUS_LABELS.approved)).toBe('Approved');
    expect(t(STATUS_LABELS.declined)).toBe('Declined');
    expect(t(STATUS_LABELS.withdrawn)).toBe('Withdrawn');
  });
});

describe('the tabs', () => {
  const list = [
    { id: 1, status: 'in_progress' as const },
    { id: 2, status: 'approved' as const },
    { id: 3, status: 'declined' as const },
    { id: 4, status: 'approved' as const },
  ];

  it("'All applications' keeps every one in order; 'Only approved' keeps the approved ones", () => {
    expect(entriesInTab(list, 'all').map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(entriesInTab(list, 'accepted').map((item) => item.id)).toEqual([2, 4]);
    expect(entriesInTab([], 'accepted')).toEqual([]);
  });
});
