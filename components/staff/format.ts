// Dates of the back office, in Madrid time.
import { madridTime } from '@/lib/format/intl';

export const dateTime = (d: Date) => madridTime(d, 'short', 'short');
export const dateOnly = (d: Date) => madridTime(d, 'medium');
