import { useState } from 'react';
import useSWR from 'swr';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import type { SchedulerTemplate, ShiftPlanAnswer, TemplateInput } from '../../../src/domain/service/schedulerTemplates';
import { SchedulerTemplates, type SchedulerTemplateList } from '../../../src/screens/service/SchedulerTemplates';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api, messageOf } from '../../api/client';
import { useAction } from '../../useAction';

const PATH = 'service/scheduler-templates';
type Range = { from: string; to: string };

/** The Monday after today, in New York. */
function nextMonday(): string {
  const today = newYorkDay(Date.now());
  return addDays(today, (8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7 || 7);
}

/** /schedulertemplates: the shift patterns of the user's branches, kept, previewed and applied. */
export default function SchedulerTemplatesPage() {
  const list = useSWR<SchedulerTemplateList>(PATH);
  const [answered, setAnswered] = useState(false);
  const [plan, setPlan] = useState<(ShiftPlanAnswer & { applied: boolean }) | null>(null);
  const save = useAction(
    async (values: TemplateInput, template: SchedulerTemplate | null) => {
      if (template) await api.put(`${PATH}/${template.id}`, { json: { ...values, version: template.version } });
      else await api.post(PATH, { json: values });
      await list.mutate();
    },
    { success: 'Template saved.' },
  );
  const copy = useAction(
    async (template: SchedulerTemplate) => {
      await api.post(`${PATH}/${template.id}/copy`, { json: {} });
      await list.mutate();
    },
    { success: 'Template copied.' },
  );
  const preview = useAction(async (template: SchedulerTemplate, range: Range) => {
    setPlan({ ...(await api.post(`${PATH}/${template.id}/preview`, { json: range }).json<ShiftPlanAnswer>()), applied: false });
  });
  const apply = useAction(
    async (template: SchedulerTemplate, range: Range) => {
      setPlan({ ...(await api.post(`${PATH}/${template.id}/apply`, { json: { ...range, version: template.version } }).json<ShiftPlanAnswer>()), applied: true });
    },
    { success: 'Shifts written.' },
  );
  return (
    <ServerFieldErrors value={answered ? save.fieldErrors : undefined}>
      <SchedulerTemplates
        data={list.data}
        isLoading={list.isLoading}
        error={list.error ? messageOf(list.error) : null}
        onRetry={() => void list.mutate()}
        onSave={(values, template) => {
          setAnswered(true);
          return save.run(values, template);
        }}
        isSaving={save.isPending}
        saveError={answered ? save.error : null}
        onCopy={(template) => void copy.run(template)}
        onPreview={(template, range) => void preview.run(template, range)}
        onApply={(template, range) => void apply.run(template, range)}
        plan={plan}
        isPlanning={preview.isPending || apply.isPending}
        planError={preview.error ?? apply.error ?? copy.error}
        nextMonday={nextMonday()}
      />
    </ServerFieldErrors>
  );
}
