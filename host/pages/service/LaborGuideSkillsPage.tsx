import { useState } from 'react';
import useSWR from 'swr';
import { useSearchParams } from 'wouter';
import type { LaborGuide, LaborOpSkillCreateInput, RequiredSkill } from '../../../src/domain/service/laborGuide';
import { LaborGuideSkills } from '../../../src/screens/service/LaborGuideSkills';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api, messageOf } from '../../api/client';
import { uploadWithProgress } from '../../api/upload';
import { useAction } from '../../useAction';

const PATH = 'service/labor-guide';
type Imported = { added: number; changed: number; unchanged: number };
const importText = ({ added, changed, unchanged }: Imported) => `Imported: ${added} links added, ${changed} changed, ${unchanged} already so.`;

/** /laborguidehasskills: Excede's labor operations and the skills each requires; `?view=unmapped` opens the unmapped ones by use. */
export default function LaborGuideSkillsPage() {
  const guide = useSWR<LaborGuide>(PATH);
  const [params, setParams] = useSearchParams();
  // A refusal belongs to the dialog it answered: a dialog opened since shows none.
  const [answered, setAnswered] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const save = useAction(
    async ({ laborOp, skillId, ...values }: LaborOpSkillCreateInput, link: RequiredSkill | undefined) => {
      if (link) await api.put(`${PATH}/links/${link.id}`, { json: { ...values, version: link.version } });
      else await api.post(`${PATH}/links`, { json: { laborOp, skillId, ...values } });
      await guide.mutate();
    },
    { success: 'Link saved.' },
  );
  const unmap = useAction(
    async (link: RequiredSkill) => {
      await api.delete(`${PATH}/links/${link.id}`, { json: { version: link.version } });
      await guide.mutate();
    },
    { success: 'Skill unmapped.' },
  );
  const onImport = async (file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    setImported(null);
    setProgress(0);
    try {
      setImported(importText(await uploadWithProgress<Imported>(`${PATH}/import`, form, setProgress)));
      await guide.mutate();
    } finally {
      setProgress(null);
    }
  };
  return (
    <ServerFieldErrors value={answered ? save.fieldErrors : undefined}>
      <LaborGuideSkills
        guide={guide.data}
        isLoading={guide.isLoading}
        error={guide.error ? messageOf(guide.error) : null}
        onRetry={() => void guide.mutate()}
        onSave={(values, link) => {
          setAnswered(true);
          return save.run(values, link);
        }}
        isSaving={save.isPending}
        saveError={answered ? save.error : null}
        onDialogOpen={() => setAnswered(false)}
        onUnmap={(_operation, link) => void unmap.run(link)}
        isBusy={unmap.isPending}
        changeError={unmap.error}
        onImport={onImport}
        importProgress={progress}
        importResult={imported}
        view={params.get('view') === 'unmapped' ? 'unmapped' : 'all'}
        onViewChange={(view) => setParams(view === 'unmapped' ? { view } : {}, { replace: true })}
      />
    </ServerFieldErrors>
  );
}
