import { useScreenData } from '../../useScreenData';
import { applyMove, type PlanItem, type PlanMove } from '../../../src/domain/productPlanning';
import type { PlanItemValues } from '../../../src/domain/productPlanningPayloads';
import { ProductPlanning } from '../../../src/screens/product/ProductPlanning';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api, messageOf } from '../../api/client';
import { notify } from '../../toasts';
import { useAction } from '../../useAction';

const KEY = 'productplanning';

export default function ProductPlanningPage() {
  const { data, mutate, state } = useScreenData<{ content: PlanItem[] }>(KEY);

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

  const save = useAction(async (id: number | null, values: PlanItemValues) => {
    if (id === null) await api.post(KEY, { json: values });
    else await api.put(`${KEY}/${id}`, { json: values });
    await mutate();
    notify('positive', id === null ? 'The card has been added.' : 'The card has been saved.');
  });

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
    <ServerFieldErrors value={save.fieldErrors}>
      <ProductPlanning
        items={data?.content}
        {...state}
        onMove={onMove}
        onSave={save.run}
        onDelete={onDelete}
        isSaving={save.isPending}
        saveError={save.error}
      />
    </ServerFieldErrors>
  );
}
