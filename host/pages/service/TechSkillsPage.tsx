import { useState } from 'react';
import useSWR from 'swr';
import type { ServiceSkill, SkillCreateInput } from '../../../src/domain/service/skills';
import { TechSkills } from '../../../src/screens/service/TechSkills';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api, messageOf } from '../../api/client';
import { useAction } from '../../useAction';

const PATH = 'service/skills';
type Answer = { skills: ServiceSkill[] };

/** /techskills: the shop's skill catalogue. */
export default function TechSkillsPage() {
  const list = useSWR<Answer>(PATH);
  // A refusal belongs to the dialog it answered: a dialog opened since shows none.
  const [answered, setAnswered] = useState(false);
  const save = useAction(
    async (values: SkillCreateInput, skill: ServiceSkill | undefined) => {
      if (skill) await api.put(`${PATH}/${skill.id}`, { json: { ...values, version: skill.version } });
      else await api.post(PATH, { json: values });
      await list.mutate();
    },
    { success: 'Skill saved.' },
  );
  const setActive = useAction(async (skill: ServiceSkill, active: boolean) => {
    await api.post(`${PATH}/${skill.id}/active`, { json: { active, version: skill.version } });
    await list.mutate();
  });
  const remove = useAction(
    async (skill: ServiceSkill) => {
      await api.delete(`${PATH}/${skill.id}`, { json: { version: skill.version } });
      await list.mutate();
    },
    { success: 'Skill deleted.' },
  );
  return (
    <ServerFieldErrors value={answered ? save.fieldErrors : undefined}>
      <TechSkills
        skills={list.data?.skills}
        isLoading={list.isLoading}
        error={list.error ? messageOf(list.error) : null}
        onRetry={() => void list.mutate()}
        onSave={(values, skill) => {
          setAnswered(true);
          return save.run(values, skill);
        }}
        isSaving={save.isPending}
        saveError={answered ? save.error : null}
        onDialogOpen={() => setAnswered(false)}
        onSetActive={(skill, active) => void setActive.run(skill, active)}
        isBusy={setActive.isPending}
        changeError={setActive.error}
        onDelete={remove.run}
        isDeleting={remove.isPending}
        deleteError={remove.error}
      />
    </ServerFieldErrors>
  );
}
