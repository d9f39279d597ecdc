/** The charts two a row on a desktop, one above the other below it; the top 20 spans the row. */
export { charts, wide } from '../../ui/report/dashboardGrid.css';
