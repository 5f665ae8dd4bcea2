import type { FormEvent } from 'react';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type AdsCreative, type AdsStatistic, adsStatisticCreateSchema, adsStatisticUpdateSchema, formatRuDate } from '@sks/contract';
import { usePlatform } from '../../api/ads-partners';
import { useActs, useSaveStatistic, useStatisticRegistry } from '../../api/ads-creatives';
import { DateInput, DialogActions } from '../../ui';
import { amountOfField, countOfField, dateOfField, fieldOfDate, serverFieldErrors } from './ads-format';
import { schemaErrors, useDraft } from './ads-form';
import { adsToast } from './ads-toast';
import { VatRadio } from './vat-radio';

const fields = ['invoiceId', 'dateStartPlan', 'dateEndPlan', 'dateStartFact', 'dateEndFact', 'impsPlan', 'impsFact', 'amount', 'amountPerUnit'] as const;
const dateFields = ['dateStartPlan', 'dateEndPlan', 'dateStartFact', 'dateEndFact'] as const;
const numberOrNaN = (text: string, read: (t: string) => number | null) => read(text) ?? (text.trim() ? Number.NaN : undefined);

/**
 * A month of statistics: saved, then sent to the registry (spec 03 section 4). Platform,
 * creative, contract and (when counted by the app) the actual impressions are read-only.
 */
export function StatisticDialog({ creative, statistic, onClose }: { creative: AdsCreative; statistic: AdsStatistic | null; onClose: () => void }) {
  const save = useSaveStatistic();
  const { send } = useStatisticRegistry();
  const acts = useActs(creative.id);
  const platform = usePlatform();
  const platformId = statistic?.platformId ?? platform.data?.orgId ?? '';
  const { draft, set, errors, setErrors } = useDraft(() => ({
    invoiceId: statistic?.invoiceId ?? null,
    dateStartPlan: fieldOfDate(statistic?.dateStartPlan),
    dateEndPlan: fieldOfDate(statistic?.dateEndPlan),
    dateStartFact: fieldOfDate(statistic?.dateStartFact),
    dateEndFact: fieldOfDate(statistic?.dateEndFact),
    impsPlan: statistic ? String(statistic.impsPlan) : '',
    impsFact: statistic ? String(statistic.impsFact) : '',
    amount: statistic ? String(statistic.amount) : '',
    amountPerUnit: statistic ? String(statistic.amountPerUnit) : '',
    isVat: statistic?.isVat ?? true,
  }));
  const factReadOnly = statistic !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const dates = Object.fromEntries(dateFields.map((f) => [f, dateOfField(draft[f]) ?? draft[f]]));
    const parsed = (statistic ? adsStatisticUpdateSchema : adsStatisticCreateSchema).safeParse({
      ...dates,
      creativeId: creative.id,
      contractId: creative.contractId,
      platformId,
      invoiceId: draft.invoiceId ?? undefined,
      impsPlan: numberOrNaN(draft.impsPlan, countOfField),
      impsFact: numberOrNaN(draft.impsFact, countOfField) ?? null,
      amount: numberOrNaN(draft.amount, amountOfField),
      amountPerUnit: numberOrNaN(draft.amountPerUnit, amountOfField),
      isVat: draft.isVat,
    });
    const problems = schemaErrors(parsed, fields);
    if (problems || !parsed.success) return setErrors(problems ?? {});
    try {
      const saved = await save.mutateAsync({ id: statistic?.id ?? null, body: parsed.data });
      send.mutate(saved.id, { onError: adsToast });
      onClose();
    } catch (error) {
      const onFields = serverFieldErrors(error, fields);
      if (Object.keys(onFields).length) setErrors(onFields);
      else adsToast(error);
    }
  };

  const date = (field: (typeof dateFields)[number], label: string) => (
    <DateInput label={label} withAsterisk placeholder="ДД.ММ.ГГГГ" value={draft[field]} error={errors[field]} onChange={(value) => set(field, value)} />
  );
  const number = (field: 'impsPlan' | 'impsFact' | 'amount' | 'amountPerUnit', label: string, readOnly = false) => (
    <TextInput
      label={label}
      withAsterisk={!readOnly}
      readOnly={readOnly}
      inputMode="decimal"
      value={draft[field]}
      error={errors[field]}
      description={field === 'impsFact' && !readOnly ? 'Если приложение считало показы за период, будет взято его число' : undefined}
      onChange={(e) => set(field, e.currentTarget.value)}
    />
  );
  return (
    <Modal opened onClose={onClose} title={statistic ? 'Статистика за месяц' : 'Новая статистика'} size="lg" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Площадка" readOnly value={platformId} />
            <TextInput label="Креатив" readOnly value={creative.id} />
            <TextInput label="Договор" readOnly value={creative.contractId} />
          </SimpleGrid>
          <Select
            label="Акт"
            withAsterisk
            data={(acts.data ?? []).map((a) => ({ value: a.id, label: `№ ${a.number} от ${formatRuDate(a.date)}` }))}
            value={draft.invoiceId}
            error={errors.invoiceId}
            nothingFoundMessage="Сначала добавьте акт"
            onChange={(value) => set('invoiceId', value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {date('dateStartPlan', 'Начало по плану')}
            {date('dateEndPlan', 'Окончание по плану')}
            {date('dateStartFact', 'Начало по факту')}
            {date('dateEndFact', 'Окончание по факту')}
            {number('impsPlan', 'Показы по плану')}
            {number('impsFact', 'Показы по факту', factReadOnly)}
            {number('amount', 'Сумма, ₽')}
            {number('amountPerUnit', 'Цена за единицу, ₽')}
          </SimpleGrid>
          <VatRadio value={draft.isVat} onChange={(value) => set('isVat', value)} />
          <DialogActions onCancel={onClose} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
