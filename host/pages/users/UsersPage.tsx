import useSWR from 'swr';
import { useLocation } from 'wouter';
import { USERS_GRID_PREFERENCE_KEY, type UserListRow } from '../../../src/domain/users';
import { UsersList } from '../../../src/screens/users/UsersList';
import { useCan } from './useCan';
import { useGridView } from '../../useGridView';

export default function UsersPage() {
  const [, navigate] = useLocation();
  const can = useCan();
  const { data, error, isLoading, mutate } = useSWR<{ content: UserListRow[] }>('users/list');
  const grid = useGridView(USERS_GRID_PREFERENCE_KEY);
  return (
    <UsersList
      users={data?.content}
      isLoading={isLoading || grid.isLoading}
      error={error ? (error as Error).message : null}
      onRetry={() => void mutate()}
      canCreate={can('can create user')}
      onCreate={() => navigate('/users/create')}
      onOpen={(user) => navigate(`/users/edit/${user.id}`)}
      view={grid.view}
      onViewChange={grid.onViewChange}
    />
  );
}
