import { useState } from 'react';
import { useLocation } from 'wouter';
import { ROLE_CREATED, ROLE_DELETED, ROLE_UPDATED } from '../../../src/domain/users';
import type { RolePayload } from '../../../src/domain/userPayloads';
import { RoleForm } from '../../../src/screens/users/RoleForm';
import { api, messageOf } from '../../api/client';
import { notify } from '../../toasts';
import type { PageProps } from '../PageProps';
import { useRecordName } from '../../recordName';
import { resources, revalidate as revalidateLists } from '../../api/resources';
import { useResource } from '../../useScreenData';

export default function RoleFormPage({ params }: PageProps) {
  const [, navigate] = useLocation();
  const id = params.id;
  const mode = id ? 'edit' : 'create';
  const role = useResource(id ? resources.role(id) : null);
  const permissions = useResource(resources.permissions);
  const roles = useResource(id ? resources.roles : null);
  useRecordName(role.data?.content.name);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const failure = role.error ?? permissions.error;

  const onSubmit = async (values: RolePayload) => {
    setSaving(true);
    setSaveError(null);
    try {
      if (id) await api.put(`roles/update/${id}`, { json: values });
      else await api.post('roles/create', { json: values });
      notify('positive', id ? ROLE_UPDATED : ROLE_CREATED);
      await revalidateLists.people();
      navigate('/roles');
    } catch (error) {
      setSaveError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async (moveUsersToRoleId: number | null) => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await api.delete(`roles/delete/${id}${moveUsersToRoleId ? `?moveUsersToRoleId=${moveUsersToRoleId}` : ''}`);
      notify('positive', ROLE_DELETED);
      await revalidateLists.people();
      navigate('/roles');
    } catch (error) {
      setDeleteError(messageOf(error));
    } finally {
      setDeleting(false);
    }
  };

  return (
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
      onSubmit={(values) => void onSubmit(values)}
      isSaving={saving}
      saveError={saveError}
      onCancel={() => navigate('/roles')}
      onDelete={id ? (to) => void onDelete(to) : undefined}
      isDeleting={deleting}
      deleteError={deleteError}
    />
  );
}
