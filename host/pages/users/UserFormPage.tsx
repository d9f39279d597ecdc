import { useState } from 'react';
import { useLocation } from 'wouter';
import { USER_CREATED, USER_DEACTIVATED_NOTE, USER_UPDATED } from '../../../src/domain/users';
import type { UserPayload } from '../../../src/domain/userPayloads';
import { UserForm } from '../../../src/screens/users/UserForm';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { ApiError, api } from '../../api/client';
import { notify } from '../../toasts';
import type { PageProps } from '../PageProps';
import { useRecordName } from '../../recordName';
import { resources, revalidate as revalidateLists } from '../../api/resources';
import { useResource } from '../../useScreenData';
import { useAction } from '../../useAction';

/** The spec: the Excede lists alert the message for 400, 409 and 500, and ignore 401 (the client signs out). */
const ALERTED = new Set([400, 409, 500]);
function excedeMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 401) return null;
  return error.status === null || ALERTED.has(error.status) ? error.message : null;
}

export default function UserFormPage({ params }: PageProps) {
  const [, navigate] = useLocation();
  const id = params.id;
  const user = useResource(id ? resources.user(id) : null);
  useRecordName(user.data?.content.name);
  const permissions = useResource(resources.permissions);
  const roles = useResource(resources.roles);
  const branches = useResource(resources.branches);
  const employees = useResource(resources.excedeEmployees);
  const [suggestedBranch, setSuggestedBranch] = useState<string | null>(null);
  const [branchError, setBranchError] = useState<string | null>(null);
  const failure = user.error ?? permissions.error ?? roles.error ?? branches.error;

  const onEmployeeChange = async (excedeId: string | null) => {
    setSuggestedBranch(null);
    setBranchError(null);
    if (!excedeId) return;
    try {
      const answer = await api.get(`user/branch/excede/${encodeURIComponent(excedeId)}`).json<{ content: string[] }>();
      setSuggestedBranch(answer.content[0] ?? null);
    } catch (error) {
      setBranchError(excedeMessage(error));
    }
  };

  // The toast says whether a deactivation ended sessions, so it is the action's own.
  const save = useAction(async (values: UserPayload) => {
    if (id) {
      const answer = await api.put(`users/update/${id}`, { json: values }).json<{ content: { endedSessions: boolean } }>();
      notify('positive', USER_UPDATED, answer.content.endedSessions ? USER_DEACTIVATED_NOTE : undefined);
    } else {
      await api.post('users/create', { json: values });
      notify('positive', USER_CREATED);
    }
    await revalidateLists.people();
    navigate('/users');
  });

  return (
    <ServerFieldErrors value={save.fieldErrors}>
      <UserForm
        mode={id ? 'edit' : 'create'}
        user={user.data?.content}
        permissions={permissions.data?.content}
        roles={roles.data?.content}
        branches={branches.data?.content}
        employees={employees.data?.content}
        employeesError={excedeMessage(employees.error) ?? branchError}
        onEmployeeChange={(excedeId) => void onEmployeeChange(excedeId)}
        suggestedBranch={suggestedBranch}
        isLoading={user.isLoading || permissions.isLoading || roles.isLoading || branches.isLoading}
        error={failure ? (failure as Error).message : null}
        onRetry={() => {
          void user.mutate();
          void permissions.mutate();
          void roles.mutate();
          void branches.mutate();
        }}
        onSubmit={(values) => void save.run(values)}
        isSaving={save.isPending}
        saveError={save.error}
        onCancel={() => navigate('/users')}
        {...(id ? { profileHref: `/users/userprofile/${id}` } : {})}
      />
    </ServerFieldErrors>
  );
}
