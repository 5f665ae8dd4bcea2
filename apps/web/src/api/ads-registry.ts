import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { adsLimits, apiPath, type OrdState } from '@sks/contract';
import { request, type Schema } from './http';

/** Every ad query key starts here, so that one write can refresh what shows the object. */
export const adsKeys = {
  all: ['ads'] as const,
  partners: ['ads', 'partners'] as const,
  partner: (id: string) => ['ads', 'partners', 'one', id] as const,
  contracts: ['ads', 'contracts'] as const,
  contract: (id: string) => ['ads', 'contracts', 'one', id] as const,
  creatives: (contractId: string) => ['ads', 'contracts', 'one', contractId, 'creatives'] as const,
  creative: (id: string) => ['ads', 'creatives', id] as const,
  acts: (creativeId: string) => ['ads', 'creatives', creativeId, 'acts'] as const,
  statistics: (creativeId: string) => ['ads', 'creatives', creativeId, 'statistics'] as const,
};

type Registered = { ordState: OrdState };

/** Still in the operator's hands: the card asks again every `statusPollMs`. */
export const undecided = (item: Registered | undefined) => item?.ordState === 'queued' || item?.ordState === 'waiting';
export const pollWhileUndecided = (items: Registered | Registered[] | undefined) =>
  (Array.isArray(items) ? items.some(undecided) : undecided(items)) ? adsLimits.statusPollMs : false;

/**
 * Reads an object; while the registry has it waiting, through its status call, which asks the
 * operator (so the card moves without anyone pressing 'Обновить').
 */
export function readRegistered<T extends Registered>(queryClient: QueryClient, key: QueryKey, path: string, statusPath: string, schema: Schema<T>, signal?: AbortSignal) {
  const known = queryClient.getQueryData<T>(key);
  return request(known?.ordState === 'waiting' ? statusPath : path, schema, { signal });
}

/** A list's objects; those the registry has waiting are read through their status call, which asks the operator. */
export function settleWaiting<T extends Registered & { id: string }>(items: T[], statusPath: string, schema: Schema<T>, signal?: AbortSignal): Promise<T[]> {
  return Promise.all(items.map((item) => (item.ordState === 'waiting' ? request(apiPath(statusPath, { id: item.id }), schema, { signal }) : item)));
}

/** The two registry calls of an object: 'Обновить' (status) and 'Отправить на проверку' (send). */
export function registryCalls<T>(statusPath: string, sendPath: string, schema: Schema<T>) {
  return {
    refresh: (id: string) => request(apiPath(statusPath, { id }), schema),
    send: (id: string) => request(apiPath(sendPath, { id }), schema, { method: 'POST' }),
  };
}

/** After any ad write: every ad query is read again (lists, cards, counts). */
export function useInvalidateAds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adsKeys.all });
}

/** 'Обновить' and 'Отправить на проверку' as mutations; a failed send still reloads (spec 03 section 8). */
export function useRegistryActions<T>(calls: ReturnType<typeof registryCalls<T>>) {
  const invalidate = useInvalidateAds();
  const refresh = useMutation({ mutationFn: calls.refresh, meta: { notifyError: false }, onSettled: invalidate });
  const send = useMutation({ mutationFn: calls.send, meta: { notifyError: false }, onSettled: invalidate });
  return { refresh, send };
}
