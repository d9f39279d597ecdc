import { useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import { MAX_SAVED_SELECTIONS, SAVED_SELECTIONS_KEY, type SavedSelection, type ShelfLabelRequest, type ShelfLabelSheet } from '../../../src/domain/parts/shelfLabels';
import { ShelfLabels } from '../../../src/screens/parts/ShelfLabels';
import { downloadBlob } from '../../../src/ui/DataTable/exportRows';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api } from '../../api/client';
import { fileNameOf } from '../../report/downloadList';
import { session } from '../../session';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

const PATH = 'parts/shelf-labels';
const SAVED_PATH = `user/preference?key=${encodeURIComponent(SAVED_SELECTIONS_KEY)}`;

/**
 * /shelflabelparts: the selection form and the preview of its labels; the PDF sheet and the ZPL are made by the
 * server from the previewed selection and downloaded; selections are saved by name in the user's preferences.
 * `?partNo=&brnId=` (a part's "print label" elsewhere) opens with that part as the pasted list.
 */
export default function ShelfLabelsPage({ query }: PageProps) {
  const { user, branch } = useSnapshot(session);
  const branches = (user?.branches ?? []).map((b) => ({ id: branchCode(b), label: b }));
  const mine = branches.some((b) => b.id === query.brnId) ? query.brnId : undefined;
  const home = mine ?? (user?.branches.includes(branch) ? branchCode(branch) : (branches[0]?.id ?? ''));
  const part = query.partNo?.trim() ?? '';
  const [previewed, setPreviewed] = useState<ShelfLabelRequest | null>(null);
  const [printing, setPrinting] = useState<'PDF' | 'ZPL' | null>(null);
  const sheet = useSWR<ShelfLabelSheet, Error>(previewed ? [`${PATH}/preview`, previewed] : null, ([path, json]: [string, ShelfLabelRequest]) =>
    api.post(path, { json }).json<ShelfLabelSheet>(),
  );
  const saved = useSWR<{ content: { value: SavedSelection[] | null } }>(SAVED_PATH);
  const selections = saved.data?.content.value ?? [];

  const print = useAction(async (format: 'PDF' | 'ZPL') => {
    if (!previewed) return;
    setPrinting(format);
    try {
      const response = await api.post(`${PATH}/${format.toLowerCase()}`, { json: previewed, timeout: false });
      downloadBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), `shelf-labels.${format.toLowerCase()}`));
    } finally {
      setPrinting(null);
    }
  });
  const save = useAction(
    async (selection: SavedSelection) => {
      const value = [selection, ...selections.filter((s) => s.name !== selection.name)].slice(0, MAX_SAVED_SELECTIONS);
      await api.post('user/preference', { json: { key: SAVED_SELECTIONS_KEY, value } });
      await saved.mutate({ content: { value } }, { revalidate: false });
    },
    { success: 'Selection saved.' },
  );

  return (
    <ServerFieldErrors value={print.fieldErrors}>
      <ShelfLabels
        branches={branches}
        initial={{ brnId: home, kind: part ? 'list' : 'bins', binFrom: '', binTo: '', partNumbers: part, template: 'avery-5160', copies: 1, price: false, minMax: false }}
        onPreview={setPreviewed}
        sheet={sheet.data}
        isLoading={sheet.isLoading}
        error={sheet.error?.message ?? null}
        onRetry={() => void sheet.mutate()}
        onPdf={() => void print.run('PDF')}
        onZpl={() => void print.run('ZPL')}
        printing={printing}
        printError={print.error}
        saved={selections}
        onSave={(selection) => void save.run(selection)}
        isSaving={save.isPending}
      />
    </ServerFieldErrors>
  );
}
