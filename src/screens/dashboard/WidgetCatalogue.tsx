import { WIDGET_AREAS, WIDGETS, type WidgetKind } from '../../domain/dashboard/widgets';
import { Button } from '../../ui/Button/Button';
import { Modal } from '../../ui/Modal/Modal';
import * as css from './CustomDashboard.css';

const SHAPE_NAMES = { kpi: 'Figure', chart: 'Chart', grid: 'Short list', links: 'Links' } as const;

interface WidgetCatalogueProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The widgets of screens the user may open: only these are offered. */
  offered: readonly WidgetKind[];
  isFull: boolean;
  onAdd: (kind: WidgetKind) => void;
}

/** The widgets the user may add, by area. */
export function WidgetCatalogue({ isOpen, onOpenChange, offered, isFull, onAdd }: WidgetCatalogueProps) {
  return (
    <Modal title="Add a widget" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="large">
      <div className={css.catalogue}>
        {isFull ? <p>Your dashboard is full: remove a widget to add another.</p> : null}
        {offered.length === 0 ? <p>There is no widget of a screen you may open.</p> : null}
        {WIDGET_AREAS.map((area) => {
          const kinds = offered.filter((kind) => WIDGETS[kind].area === area);
          return kinds.length ? (
            <section key={area} aria-label={area}>
              <h3 className={css.catalogueArea}>{area}</h3>
              <ul className={css.catalogueList}>
                {kinds.map((kind) => (
                  <li key={kind} className={css.catalogueItem}>
                    <span>
                      {WIDGETS[kind].title} <small>({SHAPE_NAMES[WIDGETS[kind].shape]})</small>
                    </span>
                    <Button size="small" tone="secondary" isDisabled={isFull} aria-label={`Add ${WIDGETS[kind].title}`} onPress={() => onAdd(kind)}>
                      Add
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null;
        })}
      </div>
    </Modal>
  );
}
