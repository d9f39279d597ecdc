import { useLocation } from 'wouter';
import { ROLE_CREATED, ROLE_DELETED, ROLE_UPDATED } from '../../../src/domain/users';
import type { RolePayload } from '../../../src/domain/userPayloads';
import { RoleForm } from '../../../src/screens/users/RoleForm';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api } from '../../api/client';
import type { PageProps } from '../PageProps';
import { useRecordName } from '../../recordName';
import { resources, revalidate as revalidateLists } from '../../api/resources';
import { useResource } from '../../useScreenData';
import { useAction } from '../../useAction';

export default function RoleFormPage({ params }: PageProps) {
  const [, navigate] = useLocation();
  const id = params.id;
  const mode = id ? 'edit' : 'create';
  const role = useResource(id ? resources.role(id) : null);
  const permissions = useResource(resources.permissions);
  const roles = useResource(id ? resources.roles : null);
  useRecordName(role.data?.content.name);
  const failure = role.error ?? permissions.error;

  const save = useAction(async (values: RolePayload) => {
    if (id) await api.put(`roles/update/${id}`, { json: values });
    else await api.post('roles/create', { json: values });
    await revalidateLists.people();
    navigate('/roles');
  }, { success: id ? ROLE_UPDATED : ROLE_CREATED });

  const remove = useAction(async (moveUsersToRoleId: number | null) => {
    await api.delete(`roles/delete/${id}${moveUsersToRoleId ? `?moveUsersToRoleId=${moveUsersToRoleId}` : ''}`);
    await revalidateLists.people();
    navigate('/roles');
  }, { success: ROLE_DELETED });

  return (
    <ServerFieldErrors value={save.fieldErrors}>
      <RoleForm
        mode={mode}
        role={role.data?.content}
        permissions={permissions.data?.content}
        roles={roles.data?.content}
        isLoading={role.isLoading || permissions.isLoading}
        error={failure ? (failure as Error).message : null}
        onRetry={() => {
          void role.mutate();
          void permissions.mutate();
        }}
        onSubmit={(values) => void save.run(values)}
        isSaving={save.isPending}
        saveError={save.error}
        onCancel={() => navigate('/roles')}
        onDelete={id ? (to) => void remove.run(to) : undefined}
        isDeleting={remove.isPending}
        deleteError={remove.error}
      />
    </ServerFieldErrors>
  );
}
