import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminMessages,
  adminSchema,
  apiPaths,
  uuidUserResponseSchema,
  type Admin,
  type AdminCreateBody,
  type AdminUpdateBody,
  type UserStatus,
} from '@sks/contract';
import { arrayOf, request } from './http';
import { setUserStatus } from './user-status';
import './query-meta';

export function listAdmins(signal?: AbortSignal): Promise<Admin[]> {
  return request(apiPaths.admin, arrayOf(adminSchema), { signal });
}

/** The new administrator gets an e-mail with a link to set a password. */
export function createAdmin(body: AdminCreateBody): Promise<string> {
  return request(apiPaths.admin, uuidUserResponseSchema, { method: 'POST', body }).then((answer) => answer.uuidUser);
}

/** The e-mail is the login and does not change; it is not sent. */
export function updateAdmin(body: AdminUpdateBody): Promise<string> {
  return request(apiPaths.admin, uuidUserResponseSchema, { method: 'PUT', body }).then((answer) => answer.uuidUser);
}

/** Saving or blocking an administrator invalidates `adminKeys.all`. */
export const adminKeys = {
  all: ['admins'] as const,
  list: ['admins', 'list'] as const,
};

export const adminsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.list, queryFn: ({ signal }) => listAdmins(signal) });

export const useAdmins = () => useQuery(adminsQueryOptions());

// Spec 01 section 8 lets administrator calls fail silently; we show the common notification instead.
export const useCreateAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    meta: { notifyError: { 409: adminMessages.emailTaken } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useUpdateAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdmin,
    meta: { notifyError: { 404: adminMessages.notFound } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

/**
 * PUT /v1/user/status for an administrator (no reason). The page shows the error itself:
 * a 409 (self-block, the last superadmin) carries the server's reason, not the common text.
 */
export const useSetAdminStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuidUser, newStatus }: { uuidUser: string; newStatus: UserStatus }) =>
      setUserStatus({ uuidUser, newStatus, reasonText: '' }),
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
