import { useMemo } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import type { AdminFeature, AdminFeaturePage, FeaturePermissionOption } from '../../../src/domain/newFeatures';
import { NewFeaturesList } from '../../../src/screens/product/NewFeaturesList';
import { api } from '../../api/client';
import { useGridView } from '../../useGridView';
import { resources } from '../../api/resources';
import { useResource } from '../../useScreenData';

/** Every feature: the admin API pages 100 at a time; the grid pages them again on screen (30/50/100). */
async function loadAll(): Promise<AdminFeature[]> {
  const all: AdminFeature[] = [];
  for (let page = 1; page < 1000; page++) {
    const answer = await api.get(`newfeatures/admin?page=${page}&pageSize=100`).json<AdminFeaturePage>();
    all.push(...answer.content);
    if (answer.content.length < answer.pageSize || all.length >= answer.total) break;
  }
  return all;
}

export default function NewFeaturesPage() {
  const [, navigate] = useLocation();
  const features = useResource(resources.features, { fetcher: loadAll });
  const permissions = useSWR<{ content: FeaturePermissionOption[] }>('newfeatures/permissions');
  const names = useMemo(() => new Map((permissions.data?.content ?? []).map((p) => [p.id, p.name])), [permissions.data]);
  const { view, onViewChange } = useGridView('grid.newfeatures');
  return (
    <NewFeaturesList
      features={features.data}
      permissionNames={names}
      isLoading={features.isLoading}
      error={features.error ? (features.error as Error).message : null}
      onRetry={() => void features.mutate()}
      createHref="/newfeatures/create"
      onOpen={(feature) => navigate(`/newfeatures/edit/${feature.id}`)}
      view={view}
      onViewChange={onViewChange}
    />
  );
}
