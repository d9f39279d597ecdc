import { TicketBoard } from '../../../src/screens/parts/TicketBoard';
import { useTicketBoard } from '../../parts/useTicketBoard';
import type { PageProps } from '../PageProps';

/** /tickets/{brnId} (open, no shell): the parts counter's TV board of a branch, live. */
export default function TicketBoardPage({ params }: PageProps) {
  return <TicketBoard {...useTicketBoard(params.brnId ?? '')} />;
}
