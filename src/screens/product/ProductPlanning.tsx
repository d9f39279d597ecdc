import { useState, type FormEvent } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  Form,
  GridList,
  GridListItem,
  isTextDropItem,
  useDragAndDrop,
  type DropTarget,
  type Key,
} from 'react-aria-components';
import { formatDate } from '../../domain/format';
import {
  PLAN_AREAS,
  PLAN_PRIORITIES,
  PLAN_STATUSES,
  columnOf,
  planItemSchema,
  type PlanItem,
  type PlanItemInput,
  type PlanItemValues,
  type PlanMove,
  type PlanStatus,
} from '../../domain/productPlanning';
import { validate } from '../../domain/validation';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Menu, type MenuEntry } from '../../ui/Menu/Menu';
import { Modal } from '../../ui/Modal/Modal';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { TextArea } from '../../ui/TextArea/TextArea';
import { TextField } from '../../ui/TextField/TextField';
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
const options = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

type Editing = { id: number | null; item: Partial<PlanItem> } | null;

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
        <CardDialog
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

function CardDialog({
  editing,
  onClose,
  onSave,
  onDelete,
  isSaving,
  saveError,
}: {
  editing: NonNullable<Editing>;
  onClose: () => void;
  onSave: ProductPlanningProps['onSave'];
  onDelete: ProductPlanningProps['onDelete'];
  isSaving?: boolean | undefined;
  saveError?: string | null | undefined;
}) {
  const { id, item } = editing;
  const [values, setValues] = useState<PlanItemInput>({
    title: item.title ?? '',
    description: item.description ?? '',
    area: item.area ?? ('' as PlanItemInput['area']),
    priority: item.priority ?? 'Medium',
    status: item.status ?? 'Idea',
    targetDate: item.targetDate ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const set = <K extends keyof PlanItemInput>(key: K, value: PlanItemInput[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(planItemSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (await onSave(id, result.data)) onClose();
  };

  return (
    <>
      <Modal title={id === null ? 'New card' : 'Edit card'} isOpen onOpenChange={(open) => (open ? null : onClose())}>
        <Form className={css.form} onSubmit={(e) => void submit(e)} validationBehavior="aria" aria-label={id === null ? 'New card' : 'Edit card'}>
          {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
          <TextField label="Title" value={values.title} onChange={(v) => set('title', v)} isRequired errorMessage={errors.title} />
          <TextArea label="Description" value={values.description ?? ''} onChange={(v) => set('description', v)} maxLength={2000} rows={3} errorMessage={errors.description} />
          <div className={css.fields}>
            <Select label="Area" placeholder="Choose an area" items={options(PLAN_AREAS)} value={values.area || null} onChange={(v) => set('area', (v ?? '') as PlanItemInput['area'])} isRequired errorMessage={errors.area} />
            <Select label="Priority" items={options(PLAN_PRIORITIES)} value={values.priority} onChange={(v) => set('priority', (v ?? '') as PlanItemInput['priority'])} errorMessage={errors.priority} />
            <Select label="Status" items={options(PLAN_STATUSES)} value={values.status ?? 'Idea'} onChange={(v) => set('status', (v ?? 'Idea') as PlanStatus)} errorMessage={errors.status} />
            <DatePicker label="Target date" value={values.targetDate ?? null} onChange={(v) => set('targetDate', v)} errorMessage={errors.targetDate} />
          </div>
          <div className={css.actions}>
            <Button type="submit" isPending={isSaving}>
              {id === null ? 'Add card' : 'Save card'}
            </Button>
            <Button tone="secondary" onPress={onClose}>
              Cancel
            </Button>
            {id !== null ? (
              <Button tone="critical" onPress={() => setConfirming(true)}>
                Delete card
              </Button>
            ) : null}
          </div>
        </Form>
      </Modal>
      <ConfirmDialog
        isOpen={confirming}
        title="Delete this card?"
        tone="critical"
        confirmLabel="Delete card"
        message={`'${item.title ?? ''}' leaves the board. This cannot be undone.`}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void Promise.resolve(onDelete(id!)).then((ok) => {
            setConfirming(false);
            if (ok) onClose();
          })
        }
      />
    </>
  );
}
