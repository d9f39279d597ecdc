// The page `npm run bench:table` drives (a production build): the DataTable with generated parts
// tickets. Each step changes the view as a click would and is timed until the grid shows the rows
// the data says it must (status line, first or last row) and the browser has produced that frame.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataTable, type DataTableView } from '../../src/ui/DataTable/DataTable';
import { PARTS_TICKET_COLUMNS } from '../../src/demo/tableColumns';
import { createPartsTicketRows, type PartsTicketRow } from '../../src/demo/tableRows';
import { ThemeRoot } from '../../src/theme/ThemeRoot';
import '../../src/theme/global.css';
import { byAmount, byBranchDescThenAmount, expected, searchMatches, type Expected } from './expected';
import { gridScreen, nextFrame, settle, watchLongTasks, whenShown } from './screen';

/** `ms`: from the state change to the frame after the DOM shows it; `domMs`: until the DOM shows it. */
type StepTiming = { rows: number; step: string; kind: StepKind; ms: number; domMs: number; shown: number };
/** Which target a step is held to. */
type StepKind = 'first render' | 'sort' | 'search' | 'filter' | 'jump';
type Scrolling = { rows: number; step: string; longestTask: number; longTasks: number; longestFrame: number };
export type TableBenchResult = { steps: StepTiming[]; scrolling: Scrolling[] };
declare global {
  interface Window {
    runTableBench: (counts: number[]) => Promise<TableBenchResult>;
    tableBenchReady: boolean;
    /** Set by the script: reads the browser's own counters (and a CPU profile when asked) around each step. */
    benchProbe?: (action: 'start' | 'stop', step: string, rows: number, kind: StepKind | 'scrolling') => Promise<void>;
  }
}

/** The least pause after the first render, as a user reads the grid (the grid builds its search index meanwhile). */
const READING_MS = 2000;
const PAGE_HEIGHT = 600;
const SCROLLING = 'scrolling: a flick, then a drag to the end';
const NO_FILTERS: DataTableView['columnFilters'] = [];
const FIRST_VIEW: Partial<DataTableView> = { sorting: [], columnFilters: NO_FILTERS, globalFilter: '' };
const BY_AMOUNT: DataTableView['sorting'] = [{ id: 'amount', desc: false }];
const BY_BRANCH_DESC_THEN_AMOUNT: DataTableView['sorting'] = [{ id: 'branch', desc: true }, ...BY_AMOUNT];

const rowId = (row: PartsTicketRow) => row.id;
const ignore = () => {};

/** The host owns the view, as a screen saving the user's view does; each step renders the next one. */
function Bench({ data, view }: { data: PartsTicketRow[]; view: Partial<DataTableView> }) {
  return (
    <ThemeRoot>
      <DataTable<PartsTicketRow>
        aria-label="Parts tickets"
        columns={PARTS_TICKET_COLUMNS}
        data={data}
        getRowId={rowId}
        mode="virtual"
        height={PAGE_HEIGHT}
        view={view}
        onViewChange={ignore}
      />
    </ThemeRoot>
  );
}

const container = document.getElementById('root')!;
const root = createRoot(container);
const screen = gridScreen(container);

const showsRows = (want: Expected) => () => {
  const status = screen.status();
  const first = screen.ticketAt(0);
  return status === want.status && first === want.first ? null : `"${status}" with ${first ?? 'no row'} first`;
};
const showsLastRow = (index: number, want: Expected) => () => {
  const last = screen.ticketAt(index);
  return last === want.last ? null : `${last ?? 'no row'} at row ${index + 1}`;
};

async function passFor(count: number, result: TableBenchResult) {
  const data = createPartsTicketRows(count);

  /** Times `act` (run as a click's update is: discrete, synchronous) until `shown()` holds on screen. */
  const step = async (name: string, kind: StepKind, act: () => void, shown: () => string | null) => {
    if (shown() === null) throw new Error(`${name}: the grid already shows it, so the step would time nothing`);
    await window.benchProbe?.('start', name, count, kind);
    const start = performance.now();
    flushSync(act);
    const inDom = await whenShown(container, `${name} (${count} rows)`, shown);
    await nextFrame();
    const end = performance.now();
    await window.benchProbe?.('stop', name, count, kind);
    result.steps.push({ rows: count, step: name, kind, ms: Math.round(end - start), domMs: Math.round(inDom - start), shown: screen.rowsInDom() });
  };
  // The host keeps the view the grid hands back, as a screen saving the user's view does (useGridView): what a
  // change leaves alone keeps its identity, so the grid redoes only the work the change asks for.
  let view = FIRST_VIEW;
  const change = (patch: Partial<DataTableView>) => () => {
    view = { ...view, ...patch };
    root.render(<Bench data={data} view={view} />);
  };
  const unmount = async () => {
    flushSync(() => root.render(<div />));
    await nextFrame();
    view = FIRST_VIEW;
  };
  const byAmountAll = expected(data, null, byAmount);

  await unmount();
  await step('first render', 'first render', change({}), showsRows(expected(data, null, null)));
  await settle(READING_MS);
  await step('sort by branch (descending), then amount', 'sort', change({ sorting: BY_BRANCH_DESC_THEN_AMOUNT }),
    showsRows(expected(data, null, byBranchDescThenAmount)));
  await step('sort by amount', 'sort', change({ sorting: BY_AMOUNT }), showsRows(byAmountAll));
  await step('search "norcross" (first search)', 'search', change({ globalFilter: 'norcross' }),
    showsRows(expected(data, searchMatches('norcross'), byAmount)));
  await step('search "filter" (next search)', 'search', change({ globalFilter: 'filter' }),
    showsRows(expected(data, searchMatches('filter'), byAmount)));
  await step('column filter: part number "BRK" (search cleared)', 'filter', change({ globalFilter: '', columnFilters: [{ id: 'partNumber', value: 'BRK' }] }),
    showsRows(expected(data, (row) => row.partNumber.toLowerCase().includes('brk'), byAmount)));
  await step('range filter: amount ≥ 1,000', 'filter', change({ columnFilters: [{ id: 'amount', value: { min: 1000 } }] }),
    showsRows(expected(data, (row) => row.amount >= 1000, byAmount)));
  await step('clear filters', 'filter', change({ columnFilters: NO_FILTERS }), showsRows(byAmountAll));
  const scroller = screen.scroller();
  await step('scroll to the end', 'jump', () => (scroller.scrollTop = scroller.scrollHeight), showsLastRow(count - 1, byAmountAll));

  // Scrolling as a user does: a fast flick (ten rows a frame), then a scrollbar drag to the end.
  scroller.scrollTop = 0;
  await whenShown(container, 'back at the top', showsRows(byAmountAll));
  await nextFrame();
  const scrollHeight = scroller.scrollHeight;
  await window.benchProbe?.('start', SCROLLING, count, 'scrolling');
  const longTasks = await watchLongTasks(async () => {
    // positions are worked out here, never read back: a read would force a layout the grid itself does not
    for (let frame = 1; frame <= 60; frame++) {
      scroller.scrollTop = frame * 360;
      await new Promise(requestAnimationFrame);
    }
    for (let frame = 1; frame <= 20; frame++) {
      scroller.scrollTop = (scrollHeight * frame) / 20;
      await new Promise(requestAnimationFrame);
    }
    await whenShown(container, `scrolling to the end (${count} rows)`, showsLastRow(count - 1, byAmountAll));
  });
  await window.benchProbe?.('stop', SCROLLING, count, 'scrolling');
  result.scrolling.push({ rows: count, step: SCROLLING, ...longTasks });

  // A search straight after the grid appears, before its idle time has built the search index.
  await unmount();
  change({})();
  await whenShown(container, `first render again (${count} rows)`, showsRows(expected(data, null, null)));
  await nextFrame();
  await step('search "norcross" at once after first render (index cold)', 'search', change({ globalFilter: 'norcross' }),
    showsRows(expected(data, searchMatches('norcross'), null)));
  await unmount();
}

window.runTableBench = async (counts) => {
  const result: TableBenchResult = { steps: [], scrolling: [] };
  for (const count of counts) await passFor(count, result);
  return result;
};
window.tableBenchReady = true;
