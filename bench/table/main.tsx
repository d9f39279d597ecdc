// The page `npm run bench:table` drives: renders the DataTable with generated parts tickets and
// times first render, sort and filter until the DOM shows the change (the next frame after commit).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataTable, type DataTableView } from '../../src/ui/DataTable/DataTable';
import { PARTS_TICKET_COLUMNS } from '../../src/demo/tableColumns';
import { createPartsTicketRows, type PartsTicketRow } from '../../src/demo/tableRows';
import { ThemeRoot } from '../../src/theme/ThemeRoot';
import '../../src/theme/global.css';

type Timing = { rows: number; step: string; ms: number; shown: number };
declare global {
  interface Window {
    runTableBench: (counts: number[]) => Promise<Timing[]>;
    tableBenchReady: boolean;
  }
}

const rowId = (row: PartsTicketRow) => row.id;
const ignore = () => {};

/** The host owns the view (as a screen saving a user's view would); each step renders a new one. */
function Bench({ data, view }: { data: PartsTicketRow[]; view: Partial<DataTableView> }) {
  return (
    <ThemeRoot>
      <DataTable<PartsTicketRow>
        aria-label="Parts tickets"
        columns={PARTS_TICKET_COLUMNS}
        data={data}
        getRowId={rowId}
        mode="virtual"
        height={600}
        view={view}
        onViewChange={ignore}
      />
    </ThemeRoot>
  );
}

/** Resolves after the browser has produced the next frame. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const container = document.getElementById('root')!;
const root = createRoot(container);
const statusText = () => container.querySelector('[role="status"]')?.textContent ?? '';
const shownRows = () => container.querySelectorAll('tbody tr[data-row-index]').length;
const firstTicket = () => container.querySelector('tbody tr[data-row-index] td')?.textContent ?? '';

async function time(step: string, rows: number, act: () => void, out: Timing[]) {
  const start = performance.now();
  flushSync(act);
  await nextFrame();
  out.push({ rows, step, ms: Math.round(performance.now() - start), shown: shownRows() });
}

window.runTableBench = async (counts) => {
  const out: Timing[] = [];
  for (const count of counts) {
    const data = createPartsTicketRows(count);
    flushSync(() => root.render(<div />));
    await nextFrame();
    const setView = (view: Partial<DataTableView>) => root.render(<Bench data={data} view={view} />);
    await time('first render', count, () => setView({}), out);
    if (!statusText().includes(count.toLocaleString('en-US'))) throw new Error(`status says ${statusText()}`);
    const before = firstTicket();
    await time('sort by amount', count, () => setView({ sorting: [{ id: 'amount', desc: false }] }), out);
    if (firstTicket() === before) throw new Error('sort did not change the first row');
    await time('sort branch desc, then amount', count, () =>
      setView({ sorting: [{ id: 'branch', desc: true }, { id: 'amount', desc: false }] }), out);
    await time('search "norcross" (first search)', count, () =>
      setView({ sorting: [{ id: 'amount', desc: false }], globalFilter: 'norcross' }), out);
    if (!statusText().includes('(of')) throw new Error(`search did not filter: ${statusText()}`);
    await time('search "filter" (next search)', count, () =>
      setView({ sorting: [{ id: 'amount', desc: false }], globalFilter: 'filter' }), out);
    await time('column filter part "BRK"', count, () =>
      setView({ sorting: [{ id: 'amount', desc: false }], columnFilters: [{ id: 'partNumber', value: 'BRK' }] }), out);
    await time('range filter amount ≥ 1000', count, () =>
      setView({ sorting: [{ id: 'amount', desc: false }], columnFilters: [{ id: 'amount', value: { min: 1000 } }] }), out);
    await time('clear filters', count, () => setView({ sorting: [{ id: 'amount', desc: false }] }), out);
    const scroller = container.querySelector('table')!.parentElement!;
    await time('scroll to end', count, () => {
      scroller.scrollTop = scroller.scrollHeight;
      scroller.dispatchEvent(new Event('scroll'));
    }, out);
    await nextFrame();
    if (!container.querySelector(`tr[aria-rowindex="${count + 1}"]`)) throw new Error('last row not shown after scrolling');
  }
  flushSync(() => root.render(<div />));
  return out;
};
window.tableBenchReady = true;
