import { drillHref } from '../../domain/drill';
import { formatDate, formatMoney2 } from '../../domain/format';
import type { VehicleCostAdds } from '../../domain/sales/vehicleAging';
import { vehicleSalesParams } from '../../domain/sales/vehicleSalesFields';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { Modal } from '../../ui/Modal/Modal';
import { Spinner } from '../../ui/Spinner/Spinner';
import * as css from './VehicleAging.css';

export interface VehicleAgingCostAddsProps {
  stockNo: string;
  data: VehicleCostAdds | undefined;
  error: string | null;
  onRetry: () => void;
  onClose: () => void;
}

/** The deal of a sold truck among the month's deals of its branch, sold and not delivered included. */
const saleHref = (data: VehicleCostAdds, sale: NonNullable<VehicleCostAdds['sale']>) =>
  drillHref('/vehicle-sales-drill-report', {
    brnId: data.brnId,
    ...vehicleSalesParams({ period: sale.soldOn.slice(0, 7), groupBy: 'branch', withUndelivered: true, value: data.brnId }),
    'f.stockNo': data.stockNo,
  });

/** A truck's cost adds: its cost, each recon or make-ready order the shop did on it since it came in, and the two added. */
export function VehicleAgingCostAdds({ stockNo, data, error, onRetry, onClose }: VehicleAgingCostAddsProps) {
  return (
    <Modal title={`Stock ${stockNo}: cost adds`} isOpen isDismissable onOpenChange={(open) => (open ? undefined : onClose())} size="large">
      {error ? (
        <ErrorState title="The cost adds could not be loaded" message={error} onRetry={onRetry} />
      ) : !data ? (
        <Spinner label="Loading the cost adds" />
      ) : (
        <>
          <p className={css.muted}>{data.description}</p>
          <KeyValue
            items={[
              { label: 'Cost', value: formatMoney2(data.cost) },
              { label: 'Cost adds', value: formatMoney2(data.costAdds) },
              { label: 'Total cost', value: formatMoney2(data.totalCost) },
              { label: 'Branch', value: data.brnId },
            ]}
          />
          {data.sale ? (
            <p>
              Sold on {formatDate(data.sale.soldOn)}, not yet delivered:{' '}
              <Link href={saleHref(data, data.sale)}>deal {data.sale.dealId} in the vehicle sales report</Link>
            </p>
          ) : null}
          {data.orders.length ? (
            <ul className={css.orders} aria-label="Recon and make-ready orders">
              {data.orders.map((o) => (
                <li key={o.slsId} className={css.order}>
                  <span>
                    RO {o.slsId} · {o.job}
                    <br />
                    <span className={css.muted}>
                      {o.status} · opened {formatDate(o.openedOn)}
                      {o.invoicedOn ? ` · invoiced ${formatDate(o.invoicedOn)}` : ''} · labor {formatMoney2(o.labor)}, parts {formatMoney2(o.parts)}
                    </span>
                  </span>
                  <span className={css.amount}>{formatMoney2(o.total)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={css.muted}>The shop has no recon or make-ready order on this truck since it came into stock.</p>
          )}
        </>
      )}
    </Modal>
  );
}
