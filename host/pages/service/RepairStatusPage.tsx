import { RepairStatus } from '../../../src/screens/service/RepairStatus';
import { useRepairStatus } from '../../service/useRepairStatus';
import type { PageProps } from '../PageProps';

/** /customermobile/{id} (open, no shell): the customer's repair by the link's token. */
export default function RepairStatusPage({ params }: PageProps) {
  return <RepairStatus {...useRepairStatus(params.id ?? '')} />;
}
