import { useMemo } from 'react';
import type { AdminFeature } from '../../domain/newFeatures';
import { Badge } from '../../ui/Badge/Badge';
import { serverGridProps } from '../../ui/DataTable/serverGridProps';
import { DataTable, type DataTableColumn, type DataTableView } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import * as css from './Product.css';

export interface NewFeaturesListProps {
  features: AdminFeature[] | undefined;
  /** Names of the 'Can View' permissions by id, to show who sees each feature. */
  permissionNames?: ReadonlyMap<number, string> | undefined;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  createHref: string;
  onOpen: (feature: AdminFeature) => void;
  view?: Partial<DataTableView> | undefined;
  onViewChange?: (view: DataTableView) => void;
}

const audience = (feature: AdminFeature, names?: ReadonlyMap<number, string>) =>
  feature.permissionIds.length === 0 ? 'Everyone' : feature.permissionIds.map((id) => names?.get(id) ?? `#${id}`).join(', ');

const has = (stored: string | null, url: string | null) => (stored ? 'Uploaded' : url ? 'Link' : '');

/** /newfeatures: every What's new feature, drafts included, in the paged grid (30/50/100 rows, 50 by default). */
export function NewFeaturesList({ features, permissionNames, isLoading, error, onRetry, createHref, onOpen, view, onViewChange }: NewFeaturesListProps) {
  const columns = useMemo<DataTableColumn<AdminFeature>[]>(() => [
    { id: 'pageName', header: 'Page name', accessor: 'pageName', width: 'minmax(160px, 1fr)' },
    { id: 'description', header: 'Description', accessor: 'description', width: 'minmax(240px, 2fr)' },
    {
      id: 'status',
      header: 'Status',
      accessor: 'status',
      width: '120px',
      render: (row) => <Badge tone={row.status === 'Published' ? 'positive' : 'neutral'}>{row.status}</Badge>,
    },
    { id: 'audience', header: 'Seen by', accessor: (row) => audience(row, permissionNames), width: 'minmax(180px, 1.4fr)' },
    { id: 'document', header: 'Document', accessor: (row) => has(row.filename, row.documentUrl), width: '110px' },
    { id: 'video', header: 'Video', accessor: (row) => has(row.videoFilename, row.videoUrl), width: '110px' },
    { id: 'publishedAt', header: 'Published', accessor: 'publishedAt', format: 'date', width: '120px' },
    { id: 'createdAt', header: 'Created', accessor: 'createdAt', format: 'date', width: '120px' },
  ], [permissionNames]);
  return (
    <div className={css.page}>
      <PageHeader
        title="What's New Features"
        description="Release notes for the header's What's new: drafts stay hidden; published ones reach the staff who hold the chosen permissions."
        actions={<Link href={createHref}>New feature</Link>}
      />
      <DataTable
        aria-label="What's new features"
        columns={columns}
        {...serverGridProps(features, { isLoading, error, onRetry, view, onViewChange })}
        getRowId={(row) => String(row.id)}
        mode="paged"
        emptyMessage="No features yet. Add the first one with 'New feature'."
        onRowClick={onOpen}
        exportFileName="whats-new-features"
      />
    </div>
  );
}
