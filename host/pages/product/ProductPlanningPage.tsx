import { useState } from 'react';
import { useScreenData } from '../../useScreenData';
import { applyMove, type PlanItem, type PlanMove } from '../../../src/domain/productPlanning';
import type { PlanItemValues } from '../../../src/domain/productPlanningPayloads';
import { ProductPlanning } from '../../../src/screens/product/ProductPlanning';
import { api, messageOf } from '../../api/client';
import { notify } from '../../toasts';

const KEY = 'productplanning';

export default function ProductPlanningPage() {
  const { data, mutate, state } = useScreenData<{ content: PlanItem[] }>(KEY);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  /** Shows the move at once; the server's renumbered board replaces it (or the move is undone on failure). */
  const onMove = (id: number, move: PlanMove) => {
    void mutate(
      async () => ({ content: (await api.post(`${KEY}/${id}/move`, { json: move }).json<{ content: PlanItem[] }>()).content }),
      {
        optimisticData: (current) => ({ content: applyMove(current?.content ?? [], id, move) }),
        rollbackOnError: true,
        revalidate: false,
      },
    ).catch((e: unknown) => notify('critical', 'The card could not be moved.', messageOf(e)));
  };

  const onSave = async (id: number | null, values: PlanItemValues) => {
    setSaving(true);
    setSaveError(null);
    try {
      if (id === null) await api.post(KEY, { json: values });
      else await api.put(`${KEY}/${id}`, { json: values });
      await mutate();
      notify('positive', id === null ? 'The card has been added.' : 'The card has been saved.');
      return true;
    } catch (e) {
      setSaveError(messageOf(e));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async (id: number) => {
    try {
      await api.delete(`${KEY}/${id}`);
      await mutate();
      notify('positive', 'The card has been deleted.');
      return true;
    } catch (e) {
      notify('critical', 'The card could not be deleted.', messageOf(e));
      return false;
    }
  };

  return (
    <ProductPlanning
      items={data?.content}
      {...state}
      onMove={onMove}
      onSave={onSave}
      onDelete={onDelete}
      isSaving={saving}
      saveError={saveError}
    />
  );
}
