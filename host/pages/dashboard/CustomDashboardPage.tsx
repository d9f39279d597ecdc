import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import { newWidget, type DashboardLayout, type PlacedWidget } from '../../../src/domain/dashboard/layout';
import { offeredWidgets, type WidgetKind } from '../../../src/domain/dashboard/widgets';
import { CustomDashboard } from '../../../src/screens/dashboard/CustomDashboard';
import { api, messageOf } from '../../api/client';
import { session } from '../../session';
import { useScreenData } from '../../useScreenData';
import { useWidgetState } from './useWidgetState';

const LAYOUT = 'dashboard/layout';
const widgetId = () => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * My dashboard: the layout from the API, each change shown at once and saved in order, each save naming the
 * version the last one answered (another tab's save in between is a 409: the dashboard reloads theirs).
 */
export default function CustomDashboardPage() {
  const { user } = useSnapshot(session);
  const { data, mutate, state } = useScreenData<DashboardLayout>(LAYOUT);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const version = useRef(0);
  const queued = useRef<PlacedWidget[] | null>(null);
  const running = useRef(false);

  useEffect(() => {
    if (data && !running.current) version.current = data.version;
  }, [data]);

  const flush = async () => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    try {
      while (queued.current) {
        const widgets = queued.current;
        queued.current = null;
        const saved = await api.put(LAYOUT, { json: { version: version.current, widgets } }).json<DashboardLayout>();
        version.current = saved.version;
        if (!queued.current) await mutate(saved, { revalidate: false });
      }
    } catch (failure) {
      queued.current = null;
      setSaveError(messageOf(failure));
      await mutate();
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  const save = (widgets: PlacedWidget[]) => {
    setSaveError(null);
    queued.current = widgets;
    void mutate({ version: version.current, widgets, isDefault: false }, { revalidate: false });
    void flush();
  };

  const reset = async () => {
    setSaveError(null);
    try {
      const answer = await api.post(`${LAYOUT}/reset`, { json: { version: version.current } }).json<DashboardLayout>();
      version.current = answer.version;
      await mutate(answer, { revalidate: false });
    } catch (failure) {
      setSaveError(messageOf(failure));
      await mutate();
    }
  };

  return (
    <CustomDashboard
      widgets={data?.widgets}
      isDefault={data?.isDefault ?? false}
      {...state}
      useWidgetState={useWidgetState}
      offered={offeredWidgets(user?.permissions ?? [])}
      branches={(user?.branches ?? []).map((label) => ({ code: branchCode(label), label }))}
      onChange={save}
      onAdd={(kind: WidgetKind) => save([...(data?.widgets ?? []), newWidget(widgetId(), kind)])}
      onReset={() => void reset()}
      isSaving={isSaving}
      saveError={saveError}
    />
  );
}
