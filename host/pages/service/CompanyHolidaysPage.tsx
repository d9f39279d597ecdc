import { useState } from 'react';
import useSWR from 'swr';
import type { CompanyHoliday, HolidayInput } from '../../../src/domain/service/companyHolidays';
import { CompanyHolidays, type HolidayYear } from '../../../src/screens/service/CompanyHolidays';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api, messageOf } from '../../api/client';
import { useAction } from '../../useAction';

const PATH = 'service/company-holidays';
const thisYear = new Date().getFullYear();
const YEARS = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];

/** /companyholidays: the year's holidays of the user's branches, kept from today on. */
export default function CompanyHolidaysPage() {
  const [year, setYear] = useState(thisYear);
  const list = useSWR<HolidayYear>(`${PATH}?year=${year}`);
  const [answered, setAnswered] = useState(false);
  const save = useAction(
    async (values: HolidayInput, holiday: CompanyHoliday | null) => {
      if (holiday) await api.put(`${PATH}/${holiday.id}`, { json: { ...values, version: holiday.version } });
      else await api.post(PATH, { json: values });
      await list.mutate();
    },
    { success: 'Holiday saved.' },
  );
  const remove = useAction(
    async (holiday: CompanyHoliday) => {
      await api.delete(`${PATH}/${holiday.id}`, { json: { version: holiday.version } });
      await list.mutate();
    },
    { success: 'Holiday deleted.' },
  );
  const copy = useAction(async () => {
    await api.post(`${PATH}/copy`, { json: { fromYear: year - 1, toYear: year } });
    await list.mutate();
  }, { success: `Holidays of ${year - 1} copied.` });
  return (
    <ServerFieldErrors value={answered ? save.fieldErrors : undefined}>
      <CompanyHolidays
        data={list.data}
        isLoading={list.isLoading}
        error={list.error ? messageOf(list.error) : null}
        onRetry={() => void list.mutate()}
        year={year}
        years={YEARS}
        onYearChange={setYear}
        onSave={(values, holiday) => {
          setAnswered(true);
          return save.run(values, holiday);
        }}
        isSaving={save.isPending}
        saveError={answered ? save.error : null}
        onDialogOpen={() => setAnswered(false)}
        onDelete={remove.run}
        isDeleting={remove.isPending}
        deleteError={remove.error}
        onCopy={() => void copy.run()}
        isCopying={copy.isPending}
        copyError={copy.error}
      />
    </ServerFieldErrors>
  );
}
