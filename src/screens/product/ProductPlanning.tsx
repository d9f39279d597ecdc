import { useState } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  isTextDropItem,
  useDragAndDrop,
  type DropTarget,
  type Key,
} from 'react-aria-components';
import { formatDate } from '../../domain/format';
import {
  PLAN_STATUSES,
  columnOf,
  type PlanItem,
  type PlanMove,
  type PlanStatus,
} from '../../domain/productPlanning';
import type { PlanItemValues } from '../../domain/productPlanningPayloads';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Menu, type MenuEntry } from '../../ui/Menu/Menu';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { lazyOverlay } from '../../ui/lazyOverlay';
import type { PlanCardDialogProps } from './PlanCardDialog';
import * as css from './Product.css';

export interface ProductPlanningProps {
  items: PlanItem[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** Drag and drop or 'Move to…': the card's new column and 0-based place in it. */
  onMove: (id: number, move: PlanMove) => void;
  /** Create (id null) or edit a card; resolve true when saved so the dialog closes. */
  onSave: (id: number | null, values: PlanItemValues) => Promise<boolean> | boolean;
  onDelete: (id: number) => Promise<boolean> | boolean;
  isSaving?: boolean;
  saveError?: string | null;
}

const CARD_TYPE = 'application/x-portal-plan-card';
const PRIORITY_TONE = { High: 'critical', Medium: 'caution', Low: 'neutral' } as const;
/** A card being added (id null) or edited. */
export type Editing = { id: number | null; item: Partial<PlanItem> } | null;

// The card form (fields, validation, dialogs) loads when a card is first opened.
const PlanCardDialog = lazyOverlay<PlanCardDialogProps>(() => import('./PlanCardDialog'));

/** /productplanning: planned portal work in columns by status; drag cards, or use 'Move to…' from the keyboard or a phone. */
export function ProductPlanning({ items, isLoading, error, onRetry, onMove, onSave, onDelete, isSaving, saveError }: ProductPlanningProps) {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <div className={css.page}>
      <PageHeader
        title="Product Planning"
        description="Planned portal work. Drag a card by its handle (or press Enter on the handle and use the arrow keys), or choose 'Move to…'."
        actions={<Button onPress={() => setEditing({ id: null, item: {} })}>New card</Button>}
      />
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !items ? (
        <Skeleton lines={8} label="Loading the board" />
      ) : (
        <div className={css.board}>
          {PLAN_STATUSES.map((status) => (
            <BoardColumn key={status} status={status} items={items} onMove={onMove} onEdit={(item) => setEditing({ id: item.id, item })} />
          ))}
        </div>
      )}
      {editing ? (
        <PlanCardDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSave={onSave}
          onDelete={onDelete}
          isSaving={isSaving}
          saveError={saveError}
        />
      ) : null}
    </div>
  );
}

function BoardColumn({
  status,
  items,
  onMove,
  onEdit,
}: {
  status: PlanStatus;
  items: PlanItem[];
  onMove: ProductPlanningProps['onMove'];
  onEdit: (item: PlanItem) => void;
}) {
  const cards = columnOf(items, status);
  const headingId = `plan-column-${status.replace(/\s+/g, '-').toLowerCase()}`;

  /** The 0-based place of a drop before or after a card, counted without the moving card. */
  const placeOf = (movingId: number, target: DropTarget) => {
    const others = cards.filter((c) => c.id !== movingId);
    if (target.type !== 'item') return others.length;
    const index = others.findIndex((c) => String(c.id) === String(target.key));
    if (index < 0) return others.length;
    return target.dropPosition === 'after' ? index + 1 : index;
  };

  const idsOf = async (dropped: Parameters<NonNullable<Parameters<typeof useDragAndDrop>[0]['onRootDrop']>>[0]['items']) => {
    const texts = await Promise.all(dropped.filter(isTextDropItem).map((item) => item.getText(CARD_TYPE)));
    return texts.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  };

  const { dragAndDropHooks } = useDragAndDrop<PlanItem>({
    getItems: (keys) =>
      [...keys].map((key) => {
        const card = cards.find((c) => String(c.id) === String(key));
        return { [CARD_TYPE]: String(key), 'text/plain': card?.title ?? String(key) };
      }),
    acceptedDragTypes: [CARD_TYPE],
    getDropOperation: () => 'move',
    onReorder: (e) => {
      const [key] = [...e.keys];
      if (key === undefined) return;
      onMove(Number(key), { status, position: placeOf(Number(key), e.target) });
    },
    onInsert: async (e) => {
      for (const id of await idsOf(e.items)) onMove(id, { status, position: placeOf(id, e.target) });
    },
    onRootDrop: async (e) => {
      for (const id of await idsOf(e.items)) onMove(id, { status, position: cards.filter((c) => c.id !== id).length });
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={css.dropIndicator} />,
  });

  return (
    <section className={css.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.columnHeading}>
        <span>{status}</span>
        <Badge>{cards.length}</Badge>
      </h2>
      <GridList
        aria-labelledby={headingId}
        items={cards}
        dragAndDropHooks={dragAndDropHooks}
        className={css.list}
        renderEmptyState={() => <p className={css.emptyColumn}>No cards. Drop one here.</p>}
      >
        {(card) => <BoardCard card={card} cards={cards} onMove={onMove} onEdit={onEdit} />}
      </GridList>
    </section>
  );
}

function BoardCard({
  card,
  cards,
  onMove,
  onEdit,
}: {
  card: PlanItem;
  cards: PlanItem[];
  onMove: ProductPlanningProps['onMove'];
  onEdit: (item: PlanItem) => void;
}) {
  const index = cards.findIndex((c) => c.id === card.id);
  const menu: MenuEntry[] = [
    { id: 'up', label: 'Move up', isDisabled: index <= 0 },
    { id: 'down', label: 'Move down', isDisabled: index >= cards.length - 1 },
    { id: 'sep', separator: true },
    ...PLAN_STATUSES.filter((s) => s !== card.status).map((s) => ({ id: `status:${s}`, label: s })),
  ];
  const act = (id: Key) => {
    const action = String(id);
    if (action === 'up') onMove(card.id, { status: card.status, position: index - 1 });
    else if (action === 'down') onMove(card.id, { status: card.status, position: index + 1 });
    else if (action.startsWith('status:')) onMove(card.id, { status: action.slice(7) as PlanStatus, position: 100_000 });
  };
  return (
    <GridListItem id={card.id} textValue={card.title} className={css.card}>
      <div className={css.cardTop}>
        <AriaButton slot="drag" className={css.dragHandle} aria-label={`Drag ${card.title}`}>
          ⠿
        </AriaButton>
        <span className={css.cardTitle}>{card.title}</span>
      </div>
      <div className={css.cardMeta}>
        <Badge tone="info">{card.area}</Badge>
        <Badge tone={PRIORITY_TONE[card.priority]}>{card.priority}</Badge>
        {card.targetDate ? <span className={css.muted}>Target {formatDate(`${card.targetDate}T12:00:00`)}</span> : null}
      </div>
      <div className={css.actions}>
        <Menu label="Move to…" items={menu} onAction={act} placement="bottom start" />
        <Button size="small" tone="secondary" onPress={() => onEdit(card)} aria-label={`Edit ${card.title}`}>
          Edit
        </Button>
      </div>
    </GridListItem>
  );
}
