import dayjs from 'dayjs';
import { InvoiceStatus } from '../enums/subscription';
import type { Invoice } from '../schemas/subscription';

/** Where a due invoice stands against today and its plan's reminder window. */
export type InvoiceReminder =
  { readonly show: false } | { readonly show: true; readonly daysLeft: number };

/**
 * The payment reminder on the dashboard (ours, after spec 4's payment-due rule): an invoice that is
 * still due (status 1), whose due day is today or later, and today is within `windowDays` of it
 * (the plan's NotifyBeforeDueDate). Compared by calendar day from the data, never fixed dates.
 */
export function invoiceReminder(
  invoice: Pick<Invoice, 'status' | 'dueDate'>,
  today: Date | string,
  windowDays: number,
): InvoiceReminder {
  if (invoice.status.Value !== InvoiceStatus.due) return { show: false };
  const due = dayjs(invoice.dueDate);
  if (!due.isValid() || !Number.isInteger(windowDays) || windowDays < 0) return { show: false };
  const daysLeft = due.startOf('day').diff(dayjs(today).startOf('day'), 'day');
  return daysLeft >= 0 && daysLeft <= windowDays ? { show: true, daysLeft } : { show: false };
}
