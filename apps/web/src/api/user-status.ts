import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiPaths, userStatusResponseSchema, type UserStatusBody, type UserStatusResponse } from '@sks/contract';
import { request } from './http';
import './query-meta';

/** Blocks or unblocks an operator or an administrator (spec 01 section 7). */
export function setUserStatus(body: UserStatusBody): Promise<UserStatusResponse> {
  return request(apiPaths.userStatus, userStatusResponseSchema, { method: 'PUT', body });
}

/**
 * One call serves operators and administrators, so the caller names the list it changes:
 * `useSetUserStatus(operatorKeys.list(uuid))`.
 */
export const useSetUserStatus = (invalidates: QueryKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
};
