import { MutationCache, QueryClient } from '@tanstack/react-query';
import { HttpError } from '../api/http-error';
import '../api/query-meta';
import { notifyError } from '../ui';

/** Only a missing answer or a server fault is worth one more try; 4xx will answer the same. */
const transient = (error: unknown) => !(error instanceof HttpError) || error.status === 0 || error.status >= 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && transient(error),
        refetchOnWindowFocus: false,
      },
    },
    // A failed mutation shows the common notification unless its meta says otherwise.
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        const notify = mutation.meta?.notifyError;
        if (notify !== false) notifyError(error, notify);
      },
    }),
  });
}
