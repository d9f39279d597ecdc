import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { ROLE_CREATED, ROLE_DELETED, ROLE_UPDATED, type PermissionOption, type RoleDetail, type RoleListRow } from '../../../src/domain/users';
import type { RolePayload } from '../../../src/domain/userPayloads';
import { RoleForm } from '../../../src/screens/users/RoleForm';
import { api, messageOf } from '../../api/client';
import { notify } from '../../toasts';
import type { PageProps } from '../PageProps';
import { useRecordName } from '../../recordName';

export default function RoleFormPage({ params }: PageProps) {
  const [, navigate] = useLocation();
  const { mutate: revalidate } = useSWRConfig();
  const id = params.id;
  const mode = id ? 'edit' : 'create';
  const role = useSWR<{ content: RoleDetail }>(id ? `roles/detail/${id}` : null);
  const permissions = useSWR<{ content: PermissionOption[] }>('permission/list');
  const roles = useSWR<{ content: RoleListRow[] }>(id ? 'role/list' : null);
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
      await revalidate('role/list');
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
      await revalidate('role/list');
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
