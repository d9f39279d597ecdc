import { useLayoutEffect, useRef, useState } from 'react';
import { MAX_WIDGETS, type PlacedWidget, type WidgetFilter, type WidgetSize } from '../../domain/dashboard/layout';
import { usesPeriod, WIDGETS, type WidgetKind } from '../../domain/dashboard/widgets';
import { ROUTES } from '../../domain/routes';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { DashboardWidget, type WidgetMove } from './DashboardWidget';
import { WidgetBody, type WidgetState } from './WidgetBody';
import { WidgetCatalogue } from './WidgetCatalogue';
import { periodName, WidgetSettings } from './WidgetSettings';
import * as css from './CustomDashboard.css';

export interface CustomDashboardProps {
  /** The user's widgets in order (their saved layout, or their role's default). */
  widgets: readonly PlacedWidget[] | undefined;
  isDefault?: boolean;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  /** Where one widget's own request stands: called once in each widget's card, so each loads on its own. */
  useWidgetState: (widget: PlacedWidget) => WidgetState;
  /** The widgets of the screens the user may open. */
  offered: readonly WidgetKind[];
  /** The user's branches, for a widget's filter. */
  branches: readonly { code: string; label: string }[];
  /** The dashboard as the user changed it (moved, resized, filtered, removed), to save. */
  onChange: (widgets: PlacedWidget[]) => void;
  onAdd: (kind: WidgetKind) => void;
  onReset: () => void;
  isSaving?: boolean;
  saveError?: string | null;
}

const screenName = (kind: WidgetKind) => ROUTES.find((r) => r.path === WIDGETS[kind].route)?.name ?? WIDGETS[kind].title;

function filterText(widget: PlacedWidget): string {
  const def = WIDGETS[widget.kind];
  if (def.shape === 'links') return '';
  const branches = widget.filter.branches.length ? `Branches ${widget.filter.branches.join(', ')}` : 'All my branches';
  return usesPeriod(widget.kind) ? `${branches} · ${periodName(widget.filter.period)}` : branches;
}

function Card({ widget, useWidgetState, ...rest }: { widget: PlacedWidget; useWidgetState: CustomDashboardProps['useWidgetState'] } & Omit<Parameters<typeof DashboardWidget>[0], 'widget' | 'children' | 'title' | 'href' | 'filterText'>) {
  const state = useWidgetState(widget);
  const def = WIDGETS[widget.kind];
  return (
    <DashboardWidget widget={widget} title={def.title} href={def.shape === 'links' ? null : def.href} filterText={filterText(widget)} {...rest}>
      <WidgetBody title={def.title} screen={screenName(widget.kind)} span={usesPeriod(widget.kind) ? periodName(widget.filter.period) : 'Now'} state={state} />
    </DashboardWidget>
  );
}

/** My dashboard: the user's widgets from the screens they may open, each loading on its own; added, removed, resized, filtered and moved (drag, or the arrow keys on a widget's handle). */
export function CustomDashboard(props: CustomDashboardProps) {
  const { widgets, isDefault, isLoading, error, onRetry, offered, branches, onChange, isSaving, saveError } = props;
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);

  // Before the browser paints: a handle moved in the DOM loses focus, and the next arrow key must reach it.
  useLayoutEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    document.querySelector<HTMLElement>(`[data-widget-handle="${id}"]`)?.focus();
  }, [widgets]);

  const list = widgets ?? [];
  const moveTo = (id: string, to: number) => {
    const from = list.findIndex((w) => w.id === id);
    if (from < 0 || to < 0 || to >= list.length || from === to) return;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    focusAfterMove.current = id;
    setAnnouncement(`${WIDGETS[moved!.kind].title} moved to position ${to + 1} of ${list.length}.`);
    onChange(next);
  };
  const replace = (id: string, change: Partial<PlacedWidget>) => onChange(list.map((w) => (w.id === id ? { ...w, ...change } : w)));
  const editingWidget = list.find((w) => w.id === editing);

  return (
    <div className={css.page}>
      <PageHeader
        title="My Dashboard"
        description={isDefault ? 'Your role’s dashboard: change it to make it yours.' : 'Your own widgets, each from a screen you may open.'}
        actions={
          <>
            <Button onPress={() => setCatalogueOpen(true)} isDisabled={!widgets}>
              Add widget
            </Button>
            <Button tone="secondary" onPress={() => (isDefault ? props.onReset() : setConfirmReset(true))} isDisabled={!widgets || isSaving} isPending={isSaving}>
              Reset to my role’s default
            </Button>
          </>
        }
      />
      <VisuallyHidden>
        <div role="status" aria-live="polite">
          {announcement}
        </div>
      </VisuallyHidden>
      {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !widgets ? (
        <Skeleton lines={8} label="Loading your dashboard" />
      ) : widgets.length === 0 ? (
        <EmptyState
          title="No widgets yet"
          description="Add figures, charts, short lists and links from the screens you may open."
          action={<Button onPress={() => setCatalogueOpen(true)}>Add widget</Button>}
        />
      ) : (
        <ul className={css.grid} aria-label="Widgets">
          {widgets.map((widget, index) => (
            <Card
              key={widget.id}
              widget={widget}
              useWidgetState={props.useWidgetState}
              position={index + 1}
              count={widgets.length}
              isDragging={dragged === widget.id}
              onMove={(move: WidgetMove) => moveTo(widget.id, move === 'earlier' ? index - 1 : index + 1)}
              onResize={(size: WidgetSize) => replace(widget.id, { size })}
              onSettings={WIDGETS[widget.kind].shape === 'links' ? null : () => setEditing(widget.id)}
              onRemove={() => {
                setAnnouncement(`${WIDGETS[widget.kind].title} removed.`);
                onChange(widgets.filter((w) => w.id !== widget.id));
              }}
              onDragStart={() => setDragged(widget.id)}
              onDragEnd={() => setDragged(null)}
              onDrop={() => {
                if (dragged) moveTo(dragged, index);
                setDragged(null);
              }}
            />
          ))}
        </ul>
      )}
      <WidgetCatalogue
        isOpen={catalogueOpen}
        onOpenChange={setCatalogueOpen}
        offered={offered}
        isFull={list.length >= MAX_WIDGETS}
        onAdd={(kind) => {
          setCatalogueOpen(false);
          setAnnouncement(`${WIDGETS[kind].title} added.`);
          props.onAdd(kind);
        }}
      />
      <ConfirmDialog
        isOpen={confirmReset}
        title="Reset your dashboard?"
        message="Your widgets, their sizes and filters give way to your role’s default dashboard."
        confirmLabel="Reset"
        tone="critical"
        onConfirm={() => {
          setConfirmReset(false);
          props.onReset();
        }}
        onCancel={() => setConfirmReset(false)}
      />
      {editingWidget ? (
        <WidgetSettings
          title={WIDGETS[editingWidget.kind].title}
          filter={editingWidget.filter}
          usesPeriod={usesPeriod(editingWidget.kind)}
          branches={branches}
          onClose={() => setEditing(null)}
          onSave={(filter: WidgetFilter) => {
            setEditing(null);
            replace(editingWidget.id, { filter });
          }}
        />
      ) : null}
    </div>
  );
}
