import type { ServiceSkill, SkillCreateInput } from '../../../src/domain/service/skills';
import { TechSkills } from '../../../src/screens/service/TechSkills';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { useCodeTable } from '../../useCodeTable';

/** /techskills: the shop's skill catalogue. */
export default function TechSkillsPage() {
  const table = useCodeTable<ServiceSkill, SkillCreateInput>('service/skills', 'skills', 'Skill');
  return (
    <ServerFieldErrors value={table.fieldErrors}>
      <TechSkills skills={table.rows} {...table.screen} />
    </ServerFieldErrors>
  );
}
