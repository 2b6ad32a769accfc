// Dates of the back office, in Madrid time.
import { madridMoment, madridTime } from '@/lib/format/intl';

export const dateTime = (d: Date) => madridTime(d, 'short', 'short');
export const dateOnly = (d: Date) => madridTime(d, 'medium');
/** In a sentence: «Calculados el 28/11/26 a las 22:24». */
export const dateTimeWords = (d: Date) => madridMoment(d, 'short');
