import type { FormEvent } from 'react';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { adsActCreateSchema, adsActUpdateSchema, adsLimits, adsMessages, respStatuses, type AdsAct, type AdsCreative } from '@sks/contract';
import { useActRegistry, useSaveAct } from '../../api/ads-creatives';
import { DateInput, DialogActions } from '../../ui';
import { amountOfField, dateOfField, fieldOfDate, serverFieldErrors } from './ads-format';
import { schemaErrors, useDraft } from './ads-form';
import { adsToast } from './ads-toast';
import { VatRadio } from './vat-radio';

const fields = ['number', 'date', 'startDate', 'endDate', 'amount'] as const;

/** Add or edit an act of a creative (VAT yes by default); mount per opening. */
export function ActDialog({ creative, act, onClose }: { creative: AdsCreative; act: AdsAct | null; onClose: () => void }) {
  const save = useSaveAct();
  const { send } = useActRegistry();
  const { draft, set, errors, setErrors } = useDraft(() => ({
    number: act?.number ?? '',
    date: fieldOfDate(act?.date),
    startDate: fieldOfDate(act?.startDate),
    endDate: fieldOfDate(act?.endDate),
    amount: act ? String(act.amount) : '',
    isVat: act?.isVat ?? true,
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = amountOfField(draft.amount);
    const parsed = (act ? adsActUpdateSchema : adsActCreateSchema).safeParse({
      ...draft,
      date: dateOfField(draft.date) ?? draft.date,
      startDate: dateOfField(draft.startDate) ?? draft.startDate,
      endDate: dateOfField(draft.endDate) ?? draft.endDate,
      amount: amount ?? (draft.amount.trim() ? Number.NaN : undefined),
      contractId: creative.contractId,
      creativeId: creative.id,
    });
    const problems = schemaErrors(parsed, fields);
    if (problems || !parsed.success) return setErrors(amount === null && draft.amount.trim() ? { ...problems, amount: adsMessages.amount } : (problems ?? {}));
    try {
      const saved = await save.mutateAsync({ id: act?.id ?? null, body: parsed.data });
      // Spec 03 section 4: an edited act is sent again only when the registry had accepted it.
      if (act?.resp_status === respStatuses.success) send.mutate(saved.id, { onError: adsToast });
      onClose();
    } catch (error) {
      const onFields = serverFieldErrors(error, fields);
      if (Object.keys(onFields).length) setErrors(onFields);
      else adsToast(error);
    }
  };

  const date = (field: 'date' | 'startDate' | 'endDate', label: string) => (
    <DateInput label={label} withAsterisk placeholder="ДД.ММ.ГГГГ" value={draft[field]} error={errors[field]} onChange={(value) => set(field, value)} />
  );
  return (
    <Modal opened onClose={onClose} title={act ? `Акт № ${act.number}` : 'Новый акт'} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Номер акта" withAsterisk maxLength={adsLimits.numberMax} value={draft.number} error={errors.number} onChange={(e) => set('number', e.currentTarget.value)} />
            {date('date', 'Дата акта')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {date('startDate', 'Начало периода')}
            {date('endDate', 'Окончание периода')}
          </SimpleGrid>
          <TextInput label="Сумма, ₽" withAsterisk inputMode="decimal" value={draft.amount} error={errors.amount} onChange={(e) => set('amount', e.currentTarget.value)} />
          <VatRadio value={draft.isVat} onChange={(value) => set('isVat', value)} />
          <DialogActions onCancel={onClose} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
