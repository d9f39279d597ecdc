import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import type { BookingInput } from '../../../src/domain/service/fordBooking';
import { FordBooking } from '../../../src/screens/service/FordBooking';
import { api } from '../../api/client';
import { session } from '../../session';
import { useFordBooking } from '../../service/useFordBooking';

const record = (booking: BookingInput) => api.post('service/ford-bookings', { json: booking, throwHttpErrors: false });

/** /serviceSchedulerFord/create (no shell): staff at the drive book a truck on a tablet, Confirmed at once, at their own branches. */
export default function FordAppointmentCreatePage() {
  const { user } = useSnapshot(session);
  const mine = (user?.branches ?? []).map(branchCode);
  return <FordBooking {...useFordBooking(record, (all) => all.filter((b) => mine.includes(b.brnId)))} audience="staff" />;
}
