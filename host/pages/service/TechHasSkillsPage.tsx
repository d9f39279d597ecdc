import { useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import type { TechnicianSkillCell, TechnicianSkillMatrix } from '../../../src/domain/service/technicianSkills';
import { TechHasSkills, type WhoCanFilter } from '../../../src/screens/service/TechHasSkills';
import type { SkillCellChange, SkillCellChoice } from '../../../src/screens/service/TechHasSkillsDialog';
import { api, messageOf } from '../../api/client';
import { session } from '../../session';
import { useAction } from '../../useAction';

const PATH = 'service/technician-skills';

const queryOf = (filter: WhoCanFilter) => {
  const query = new URLSearchParams();
  if (filter.brnId) query.set('brnId', filter.brnId);
  if (filter.skillId !== null) query.set('skillId', String(filter.skillId));
  if (filter.skillId !== null) query.set('minLevel', String(filter.minLevel));
  const text = query.toString();
  return text ? `${PATH}?${text}` : PATH;
};

/** A level set, changed or cleared, then the certification recorded as of the version the level left. */
async function saveCell({ technician, skill, held }: SkillCellChoice, { level, certification }: SkillCellChange): Promise<void> {
  if (level === null) {
    if (held) await api.delete(`${PATH}/${held.id}`, { json: { version: held.version } });
    return;
  }
  let cell: TechnicianSkillCell | undefined = held;
  if (!cell) cell = await api.post(PATH, { json: { empId: technician.empId, skillId: skill.id, level } }).json<TechnicianSkillCell>();
  else if (cell.level !== level) cell = await api.put(`${PATH}/${cell.id}`, { json: { level, note: cell.note, version: cell.version } }).json<TechnicianSkillCell>();
  const changed = certification && (certification.certifiedOn !== cell.certifiedOn || certification.certificationExpires !== cell.certificationExpires);
  if (changed) await api.post(`${PATH}/${cell.id}/certification`, { json: { ...certification, version: cell.version } });
}

/** /techhasskills: the technicians of the user's branches and their skills; "who can do X at branch Y". */
export default function TechHasSkillsPage() {
  const { user } = useSnapshot(session);
  const [filter, setFilter] = useState<WhoCanFilter>({ brnId: null, skillId: null, minLevel: 1 });
  const matrix = useSWR<TechnicianSkillMatrix>(queryOf(filter), { keepPreviousData: true });
  const [answered, setAnswered] = useState(false);
  const save = useAction(
    async (choice: SkillCellChoice, change: SkillCellChange) => {
      try {
        await saveCell(choice, change);
      } finally {
        await matrix.mutate();
      }
    },
    { success: 'Technician skill saved.' },
  );
  return (
    <TechHasSkills
      data={matrix.data}
      isLoading={matrix.isLoading}
      error={matrix.error ? messageOf(matrix.error) : null}
      onRetry={() => void matrix.mutate()}
      branches={(user?.branches ?? []).map((b) => ({ id: branchCode(b), label: b }))}
      filter={filter}
      onFilter={setFilter}
      onSave={(choice, change) => {
        setAnswered(true);
        return save.run(choice, change);
      }}
      isSaving={save.isPending}
      saveError={answered ? save.error : null}
      onDialogOpen={() => setAnswered(false)}
    />
  );
}
