import { FordBooking } from '../../../src/screens/service/FordBooking';
import { useFordBooking } from '../../service/useFordBooking';

/** /fordServiceScheduler (open, no shell; /fordservicescheduler too): the public Ford service booking form. */
export default function FordBookingPage() {
  return <FordBooking {...useFordBooking()} />;
}
