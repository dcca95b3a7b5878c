import { queryOptions, useQuery } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createUsersRepository } from '@/repositories/users';
import { adminUserKeys } from './keys';

export const usersListQueryOptions = () =>
  queryOptions({
    queryKey: adminUserKeys.list(),
    queryFn: () => createUsersRepository(appFirestore()).listAll(),
  });

export const useUsersList = () => useQuery(usersListQueryOptions());
