import { useScreenData } from '../../useScreenData';
import { useLocation } from 'wouter';
import { USERS_GRID_PREFERENCE_KEY } from '../../../src/domain/users';
import { UsersList } from '../../../src/screens/users/UsersList';
import { useCan } from '../../useCan';
import { useGridView } from '../../useGridView';
import { resources } from '../../api/resources';

export default function UsersPage() {
  const [, navigate] = useLocation();
  const can = useCan();
  const { data, state } = useScreenData(resources.users);
  const grid = useGridView(USERS_GRID_PREFERENCE_KEY);
  return (
    <UsersList
      users={data?.content}
      {...state}
      isLoading={state.isLoading || grid.isLoading}
      canCreate={can('can create user')}
      onCreate={() => navigate('/users/create')}
      onOpen={(user) => navigate(`/users/edit/${user.id}`)}
      view={grid.view}
      onViewChange={grid.onViewChange}
    />
  );
}
