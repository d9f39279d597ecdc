import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import { SIZE_NAMES, WIDGET_SIZES, type PlacedWidget, type WidgetSize } from '../../domain/dashboard/layout';
import { Link } from '../../ui/Link/Link';
import { Menu } from '../../ui/Menu/Menu';
import * as css from './CustomDashboard.css';

export type WidgetMove = 'earlier' | 'later';

interface DashboardWidgetProps {
  widget: PlacedWidget;
  title: string;
  href: string | null;
  /** Its place, for the move button's name: 2 of 5. */
  position: number;
  count: number;
  /** What its filter covers, under the title. */
  filterText: string;
  isDragging: boolean;
  onMove: (move: WidgetMove) => void;
  onResize: (size: WidgetSize) => void;
  onSettings: (() => void) | null;
  onRemove: () => void;
  /** Native drag and drop of the card by its handle; the drop lands it in this card's place. */
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
  children: ReactNode;
}

const KEY_MOVES: Record<string, WidgetMove> = { ArrowUp: 'earlier', ArrowLeft: 'earlier', ArrowDown: 'later', ArrowRight: 'later' };

/** One widget: its handle (drag it, or arrow keys on it to move), its title linking to its screen, its actions, and what it shows. */
export function DashboardWidget(props: DashboardWidgetProps) {
  const { widget, title, href, position, count, filterText, isDragging, onMove, onResize, onSettings, onRemove, children } = props;
  const moveByKey = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    onMove(move);
  };
  const allowDrop = (event: DragEvent) => event.preventDefault();
  const items = [
    { id: 'earlier', label: 'Move earlier', isDisabled: position === 1 },
    { id: 'later', label: 'Move later', isDisabled: position === count },
    { id: 'sizes', separator: true as const },
    ...WIDGET_SIZES.map((size) => ({ id: size, label: `${SIZE_NAMES[size]}${size === widget.size ? ' (now)' : ''}`, isDisabled: size === widget.size })),
    { id: 'rest', separator: true as const },
    ...(onSettings ? [{ id: 'settings', label: 'Filter…' }] : []),
    { id: 'remove', label: 'Remove' },
  ];
  const act = (id: string) => {
    if (id === 'earlier' || id === 'later') onMove(id);
    else if (id === 'settings') onSettings?.();
    else if (id === 'remove') onRemove();
    else onResize(id as WidgetSize);
  };
  return (
    <li
      className={`${css.widget} ${css.span[widget.size]}`}
      data-dragging={isDragging || undefined}
      data-size={widget.size}
      aria-label={title}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
    >
      <div className={css.head}>
        <button
          type="button"
          className={css.handle}
          data-widget-handle={widget.id}
          aria-label={`Move ${title}, ${position} of ${count}. Use the arrow keys to move it.`}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', widget.id);
            props.onDragStart();
          }}
          onDragEnd={props.onDragEnd}
          onKeyDown={moveByKey}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h2 className={css.title}>{href ? <Link href={href}>{title}</Link> : title}</h2>
        <Menu label={`Actions for ${title}`} hideLabel icon="menu" items={items} onAction={act} />
      </div>
      {filterText ? <p className={css.filterNote}>{filterText}</p> : null}
      <div className={css.body}>{children}</div>
    </li>
  );
}
