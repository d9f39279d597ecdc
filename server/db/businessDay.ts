import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../src/domain/constants';

/**
 * The New York day of a timestamp, for a list's date filter: "to 11/24" must keep a miss logged at 8 pm New
 * York time that evening, which UTC already counts as the 25th.
 */
export const businessDayOf = (timestamp: SQL): SQL => sql`(${timestamp} at time zone ${BUSINESS_TIME_ZONE})::date`;
