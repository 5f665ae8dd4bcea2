import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths, type DiscountInput } from '@sks/contract';
import { request, type Schema } from './http';
import { partnerKeys } from './partners';
import './query-meta';

/** The console reads discounts from the partner's card, fetched again after every write. */
const answerIgnored: Schema<void> = { parse: () => undefined };

export function createDiscounts({ uuidPartner, discounts }: { uuidPartner: string; discounts: DiscountInput[] }): Promise<void> {
  return request(apiPaths.discounts, answerIgnored, { method: 'POST', body: { uuidPartner, discounts } });
}

export function updateDiscount({ uuidDiscount, discount }: { uuidDiscount: string; discount: DiscountInput }): Promise<void> {
  return request(apiPath(apiPaths.discount, { uuidDiscount }), answerIgnored, { method: 'PUT', body: discount });
}

export function deleteDiscount({ uuidDiscount }: { uuidDiscount: string }): Promise<void> {
  return request(apiPath(apiPaths.discount, { uuidDiscount }), answerIgnored, { method: 'DELETE' });
}

/** A discount write on `uuidPartner`, which refreshes its card (the list and the tab count). */
function useDiscountWrite<TVars>(uuidPartner: string, write: (vars: TVars) => Promise<void>, notifyError: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The popup says 'Ошибка сервера' itself (spec 02 section 8).
    meta: notifyError ? undefined : { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.card(uuidPartner) }),
  });
}

export const useCreateDiscounts = (uuidPartner: string) => useDiscountWrite(uuidPartner, createDiscounts, false);
export const useUpdateDiscount = (uuidPartner: string) => useDiscountWrite(uuidPartner, updateDiscount, false);
export const useDeleteDiscount = (uuidPartner: string) => useDiscountWrite(uuidPartner, deleteDiscount, true);
