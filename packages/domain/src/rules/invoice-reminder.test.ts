import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../fixtures';
import { invoiceReminder } from './invoice-reminder';

describe('invoice payment reminder', () => {
  const today = '2026-11-24';
  const dueIn = (days: number) =>
    buildInvoice({ dueDate: `2026-11-${String(24 + days).padStart(2, '0')}T12:00:00.000Z` });

  it('shows a due invoice from windowDays before its due day to the day itself', () => {
    expect(invoiceReminder(dueIn(0), today, 15)).toEqual({ show: true, daysLeft: 0 });
    expect(invoiceReminder(dueIn(5), today, 15)).toEqual({ show: true, daysLeft: 5 });
    expect(invoiceReminder(dueIn(5), today, 5)).toEqual({ show: true, daysLeft: 5 });
    expect(invoiceReminder(dueIn(6), today, 5)).toEqual({ show: false });
  });
  it('hides it once past due, when not due (paid, cancelled, expired), or with a bad window', () => {
    expect(invoiceReminder(buildInvoice({ dueDate: '2026-11-23' }), today, 15)).toEqual({
      show: false,
    });
    expect(invoiceReminder({ ...dueIn(2), status: { Value: 4 } }, today, 15)).toEqual({
      show: false,
    });
    expect(invoiceReminder({ ...dueIn(2), status: { Value: 6 } }, today, 15)).toEqual({
      show: false,
    });
    expect(invoiceReminder(dueIn(2), today, -1)).toEqual({ show: false });
  });
});
