import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  operatorListPath,
  operatorSchema,
  uuidUserResponseSchema,
  type Operator,
  type OperatorCreateBody,
  type OperatorUpdateBody,
} from '@sks/contract';
import { arrayOf, request } from './http';
import './query-meta';

export function listOperators(uuidUniversity: string, signal?: AbortSignal): Promise<Operator[]> {
  return request(operatorListPath(uuidUniversity), arrayOf(operatorSchema), { signal });
}

export function createOperator(body: OperatorCreateBody): Promise<string> {
  return request(apiPaths.operator, uuidUserResponseSchema, { method: 'POST', body: { ...body, place: 'operator' } }).then(
    (answer) => answer.uuidUser,
  );
}

export function updateOperator(body: OperatorUpdateBody): Promise<string> {
  return request(apiPaths.operator, uuidUserResponseSchema, { method: 'PUT', body: { ...body, place: 'operator' } }).then(
    (answer) => answer.uuidUser,
  );
}

export const operatorKeys = {
  all: ['operators'] as const,
  list: (uuidUniversity: string) => ['operators', 'list', uuidUniversity] as const,
};

export const operatorListQueryOptions = (uuidUniversity: string) =>
  queryOptions({ queryKey: operatorKeys.list(uuidUniversity), queryFn: ({ signal }) => listOperators(uuidUniversity, signal) });

export const useOperators = (uuidUniversity: string) => useQuery(operatorListQueryOptions(uuidUniversity));

/** Spec 01 section 4: after a 200 the operator list reloads. The popup shows 400 and 409 on its fields. */
function useOperatorWrite<TBody extends { uuidUniversity: string }>(write: (body: TBody) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { notifyError: false },
    onSuccess: (_uuid, body) => queryClient.invalidateQueries({ queryKey: operatorKeys.list(body.uuidUniversity) }),
  });
}

export const useCreateOperator = () => useOperatorWrite(createOperator);
export const useUpdateOperator = () => useOperatorWrite(updateOperator);
