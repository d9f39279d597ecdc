import { useCallback, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createPartsTicketRows } from '../../src/demo/tableRows';
import * as css from '../../src/ui/DataTable/DataTable.css';
import VirtualBody, { type VirtualBodyHandle, type VirtualBodyProps } from '../../src/ui/DataTable/VirtualBody';

const tickets = createPartsTicketRows(500);
const template = '140px minmax(140px, 1fr) 80px';

type Props = Pick<VirtualBodyProps, 'rowCount' | 'hasTotals' | 'onClick' | 'onRangeChange'>;

/**
 * The grid's part around its virtual body: the scroller, the sticky head and totals, the rows, a
 * button for scrollToRow, and the drawn range kept in state as the grid keeps it.
 */
function VirtualTable({ rowCount, hasTotals, onClick, onRangeChange }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const body = useRef<VirtualBodyHandle>(null);
  const [drawn, setDrawn] = useState({ first: 0, last: -1 });
  const onRange = useCallback(
    (first: number, last: number) => {
      setDrawn({ first, last });
      onRangeChange(first, last);
    },
    [onRangeChange],
  );
  const cells = (texts: string[]) =>
    texts.map((text, c) => (
      <td key={c} role="gridcell" className={`${css.cell} ${c === 2 ? css.numeric : ''}`}>
        {text}
      </td>
    ));
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start', maxWidth: 480 }}>
      <button type="button" onClick={() => body.current?.scrollToRow(299)}>
        Show row 300
      </button>
      <p style={{ margin: 0 }}>{drawn.last < 0 ? 'No rows drawn' : `Rows ${drawn.first + 1} to ${drawn.last + 1} drawn`}</p>
      {/* focusable, as the grid's scroller is through its roving cell tab stop, so the keyboard can scroll it */}
      <div ref={scrollRef} tabIndex={0} role="region" aria-label="Parts tickets, scrolling" className={css.scroller} style={{ height: 360, width: '100%' }}>
        <table role="grid" aria-label="Parts tickets" aria-rowcount={rowCount + (hasTotals ? 2 : 1)} className={css.table}>
          <thead role="rowgroup" className={css.head}>
            <tr role="row" aria-rowindex={1} className={css.headerRow} style={{ gridTemplateColumns: template }}>
              {['Ticket', 'Part number', 'Qty'].map((header, c) => (
                <th key={header} role="columnheader" className={`${css.headerCell} ${c === 2 ? css.numeric : ''}`}>
                  <span className={css.headerLabel}>{header}</span>
                </th>
              ))}
            </tr>
          </thead>
          <VirtualBody
            ref={body}
            scrollRef={scrollRef}
            viewportHeight={360}
            rowCount={rowCount}
            hasTotals={hasTotals}
            onClick={onClick}
            onRangeChange={onRange}
            renderRow={(index) => {
              const row = tickets[index]!;
              return (
                <tr
                  key={row.id}
                  role="row"
                  aria-rowindex={index + 2}
                  data-row-index={index}
                  className={css.row}
                  style={{ gridTemplateColumns: template }}
                >
                  {cells([row.ticket, row.partNumber, String(row.qty)])}
                </tr>
              );
            }}
          />
          {hasTotals ? (
            <tfoot role="rowgroup" className={css.foot}>
              <tr role="row" aria-rowindex={rowCount + 2} className={css.row} style={{ gridTemplateColumns: template }}>
                {cells(['Total', '', String(tickets.slice(0, rowCount).reduce((sum, row) => sum + row.qty, 0))])}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}

const meta = {
  title: 'Table/VirtualBody',
  component: VirtualTable,
  args: { rowCount: tickets.length, hasTotals: false, onClick: fn(), onRangeChange: fn() },
} satisfies Meta<typeof VirtualTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Parts tickets' });
const drawnRows = (table: HTMLElement) => Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));
const drawnIndexes = (table: HTMLElement) => drawnRows(table).map((tr) => Number(tr.dataset.rowIndex));
const rowAt = (table: HTMLElement, index: number) => table.querySelector<HTMLTableRowElement>(`tbody tr[data-row-index="${index}"]`);
/** Waits for the re-render on the first range (its text shows): the body has found its scroller and measured it. */
const scrollerFound = (canvasElement: HTMLElement) => within(canvasElement).findByText(/^Rows \d+ to \d+ drawn$/);
/** The part of the scroller that rows show in: below the sticky head, above the sticky totals. */
function viewport(table: HTMLElement) {
  const scroller = table.parentElement!;
  const head = table.querySelector('thead')!.getBoundingClientRect();
  const foot = table.querySelector('tfoot')?.getBoundingClientRect();
  return { top: head.bottom, bottom: foot ? foot.top : scroller.getBoundingClientRect().top + scroller.clientTop + scroller.clientHeight };
}
/**
 * A row brought into view from above ends at the bottom of the viewport. Within 2 px: the
 * body's margins are HEADER_HEIGHT and ROW_HEIGHT, which leave out the sticky head's and
 * totals' 1 px borders, so today the row ends 1 px (2 px with totals) below.
 */
async function expectAtTheBottom(table: HTMLElement, index: number) {
  const row = rowAt(table, index)!.getBoundingClientRect();
  await expect(row.top).toBeGreaterThanOrEqual(viewport(table).top);
  await expect(Math.abs(row.bottom - viewport(table).bottom)).toBeLessThanOrEqual(2);
}

export const FirstWindow: Story = {
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement);
    await waitFor(() => expect(rowAt(table, 0)).not.toBeNull());
    const indexes = drawnIndexes(table);
    // what 320 px show (9 rows) and 10 more below: not 500
    await expect(indexes[0]).toBe(0);
    await expect(indexes.length).toBeGreaterThanOrEqual(10);
    await expect(indexes.length).toBeLessThanOrEqual(25);
    await expect(indexes).toEqual(indexes.map((_, i) => i));
    await expect(rowAt(table, 0)).toHaveTextContent(tickets[0]!.ticket);
    await waitFor(() => expect(args.onRangeChange).toHaveBeenLastCalledWith(0, indexes.length - 1));
    await expect(within(canvasElement).getByText(`Rows 1 to ${indexes.length} drawn`)).toBeVisible();
    // the body is as tall as every row, so the scrollbar is right
    await expect(table.querySelector('tbody')!.getBoundingClientRect().height).toBe(500 * css.ROW_HEIGHT);
    // each row drawn at its own place, under the head
    await expect(rowAt(table, 1)!.getBoundingClientRect().top - rowAt(table, 0)!.getBoundingClientRect().top).toBe(css.ROW_HEIGHT);
    await expect(rowAt(table, 0)!.getBoundingClientRect().top).toBeCloseTo(viewport(table).top, 0);
  },
};

export const ScrolledToTheEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement);
    await waitFor(() => expect(rowAt(table, 0)).not.toBeNull());
    await scrollerFound(canvasElement);
    const scroller = table.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(rowAt(table, 499)).not.toBeNull());
    await expect(rowAt(table, 499)).toHaveTextContent(tickets[499]!.ticket);
    await expect(rowAt(table, 0)).toBeNull();
    const indexes = drawnIndexes(table);
    await expect(indexes.length).toBeLessThanOrEqual(25);
    await waitFor(() => expect(args.onRangeChange).toHaveBeenLastCalledWith(indexes[0], 499));
    await expect(within(canvasElement).getByText(`Rows ${indexes[0]! + 1} to 500 drawn`)).toBeVisible();
    await expect(rowAt(table, 499)!.getBoundingClientRect().bottom).toBeLessThanOrEqual(viewport(table).bottom);
  },
};

export const ScrollToRow: Story = {
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement);
    await waitFor(() => expect(rowAt(table, 0)).not.toBeNull());
    await scrollerFound(canvasElement);
    within(canvasElement).getByRole('button', { name: 'Show row 300' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowAt(table, 299)).not.toBeNull());
    await expect(rowAt(table, 299)).toHaveAttribute('aria-rowindex', '301');
    await expect(rowAt(table, 299)).toHaveTextContent(tickets[299]!.ticket);
    // brought just into view (align 'auto'): its bottom at the bottom of the scroller
    await expectAtTheBottom(table, 299);
    await waitFor(() => expect(args.onRangeChange).toHaveBeenLastCalledWith(expect.any(Number), expect.any(Number)));
    const [first, last] = (args.onRangeChange as ReturnType<typeof fn>).mock.lastCall as [number, number];
    await expect(first).toBeLessThanOrEqual(299);
    await expect(last).toBeGreaterThanOrEqual(299);
  },
};

export const WithTotals: Story = {
  args: { hasTotals: true },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await waitFor(() => expect(rowAt(table, 0)).not.toBeNull());
    await expect(table).toHaveAttribute('aria-rowcount', '502');
    await scrollerFound(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show row 300' }));
    await waitFor(() => expect(rowAt(table, 299)).not.toBeNull());
    // the row is not left under the sticky totals row
    await expectAtTheBottom(table, 299);
    await expect(table.querySelector('tfoot')).toHaveTextContent(`Total${tickets.reduce((sum, t) => sum + t.qty, 0)}`);
  },
};

export const RowClick: Story = {
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement);
    await waitFor(() => expect(rowAt(table, 2)).not.toBeNull());
    await userEvent.click(within(rowAt(table, 2)!).getByText(tickets[2]!.partNumber));
    await expect(args.onClick).toHaveBeenCalledOnce();
    const event = (args.onClick as ReturnType<typeof fn>).mock.lastCall![0] as { target: HTMLElement };
    await expect(event.target.closest('tr')).toHaveAttribute('data-row-index', '2');
  },
};

export const NoRows: Story = {
  args: { rowCount: 0 },
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement);
    await waitFor(() => expect(args.onRangeChange).toHaveBeenLastCalledWith(0, -1));
    await expect(within(canvasElement).getByText('No rows drawn')).toBeVisible();
    await expect(drawnRows(table)).toHaveLength(0);
    await expect(table.querySelector('tbody')!.getBoundingClientRect().height).toBe(0);
  },
};
