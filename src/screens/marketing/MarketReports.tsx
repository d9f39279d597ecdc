import { drillHref } from '../../domain/drill';
import type { MarketTile } from '../../domain/marketing/marketReportAnswers';
import { marketReportHref } from '../../domain/marketing/marketReports';
import { MARKET_REPORTS } from '../../domain/routes';
import { Card } from '../../ui/Card/Card';
import { KpiTile } from '../../ui/charts/KpiTile';
import { Link } from '../../ui/Link/Link';
import { BranchFilter, type BranchFilterProps } from '../../ui/report/BranchFilter';
import { ReportScreen } from '../../ui/report/ReportScreen';
import { monthName } from '../sales/salesFigures';
import { TILE_FORMATS } from './marketFormats';
import { MarketSource } from './MarketSource';
import * as css from './MarketReports.css';

export interface MarketReportsProps {
  branches: Omit<BranchFilterProps, 'label'>;
  tiles: readonly MarketTile[] | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

function TileCard({ tile, branches }: { tile: MarketTile; branches: readonly string[] }) {
  return (
    <Card title={tile.name} level={2} actions={<Link href={drillHref(marketReportHref(tile.name), { brnId: branches.length ? branches : null })}>{`Open ${tile.name}`}</Link>}>
      {tile.value === null ? (
        <p className={css.none}>No figures yet for these branches.</p>
      ) : (
        <KpiTile label={`${tile.label}, ${monthName(tile.month!)}`} value={tile.value} format={TILE_FORMATS[tile.format]} sparkline={tile.sparkline} />
      )}
      <MarketSource source={tile.source} />
    </Card>
  );
}

/** /marketreport/all: one tile per market report (its headline of the newest month, its trend, its source and last refresh) opening the report. */
export function MarketReports({ branches, tiles, isLoading, error, onRetry }: MarketReportsProps) {
  return (
    <ReportScreen
      title="Market Reports"
      description="Each report's headline for its newest month and its trend over 13 months, for the branches chosen. Open a report for its figures and charts."
      filters={<BranchFilter {...branches} />}
      freshness={null}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    >
      <div className={css.tiles}>
        {isLoading || !tiles
          ? MARKET_REPORTS.map((name) => (
              <Card key={name} title={name}>
                <KpiTile label={name} value={0} format={String} isLoading />
              </Card>
            ))
          : tiles.map((tile) => <TileCard key={tile.name} tile={tile} branches={branches.value} />)}
      </div>
    </ReportScreen>
  );
}
