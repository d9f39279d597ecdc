import { useScreenData } from '../../useScreenData';
import { useLocation } from 'wouter';
import { ROLES_GRID_PREFERENCE_KEY } from '../../../src/domain/users';
import { RolesList } from '../../../src/screens/users/RolesList';
import { useCan } from '../../useCan';
import { useGridView } from '../../useGridView';
import { resources } from '../../api/resources';

export default function RolesPage() {
  const [, navigate] = useLocation();
  const can = useCan();
  const { data, state } = useScreenData(resources.roles);
  const grid = useGridView(ROLES_GRID_PREFERENCE_KEY);
  return (
    <RolesList
      roles={data?.content}
      {...state}
      isLoading={state.isLoading || grid.isLoading}
      canCreate={can('can create role')}
      onCreate={() => navigate('/roles/create')}
      onOpen={can('can update role') ? (role) => navigate(`/roles/edit/${role.id}`) : undefined}
      view={grid.view}
      onViewChange={grid.onViewChange}
    />
  );
}
