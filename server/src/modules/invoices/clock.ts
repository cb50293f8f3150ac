/**
 * Today for the invoices module (due dates, overdue, issue dates). A separate object so that a
 * test can fix the day (`vi.spyOn(invoiceClock, 'today')`) without faking timers.
 */
import { todayIso } from '../sales/numbering';

export const invoiceClock = {
  today: (): string => todayIso(),
};
