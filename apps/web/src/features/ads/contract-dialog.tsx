import type { FormEvent } from 'react';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  adsActionTypeLabels,
  adsActionTypes,
  adsContractCreateSchema,
  adsContractTypeLabels,
  adsContractTypes,
  adsContractUpdateSchema,
  adsLimits,
  adsMessages,
  adsSubjectTypeLabels,
  adsSubjectTypes,
  respStatuses,
  type AdsContract,
  type AdsContractType,
} from '@sks/contract';
import { useAdsPartners } from '../../api/ads-partners';
import { useClientContracts, useContractRegistry, useSaveAdsContract } from '../../api/ads-contracts';
import { DateInput, DialogActions } from '../../ui';
import { amountOfField, dateOfField, fieldOfDate, serverFieldErrors } from './ads-format';
import { schemaErrors, useDraft } from './ads-form';
import { adsToast } from './ads-toast';
import { VatRadio } from './vat-radio';

const fields = ['clientId', 'type', 'contractId', 'actionType', 'subjectType', 'number', 'date', 'amount'] as const;
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/** Add a contract or an additional agreement, or edit one (without its partner, type and parent); mount per opening. */
export function ContractDialog({ contract, onClose }: { contract: AdsContract | null; onClose: () => void }) {
  const save = useSaveAdsContract();
  const { send } = useContractRegistry();
  const partners = useAdsPartners({ current: 1, search: '', limit: adsLimits.contractPartnersLimit, success: true });
  const { draft, set, errors, setErrors } = useDraft(() => ({
    clientId: contract?.clientId ?? null,
    type: (contract?.type ?? 'contract') as AdsContractType,
    contractId: contract?.contractId ?? null,
    actionType: contract?.actionType ?? null,
    subjectType: contract?.subjectType ?? null,
    number: contract?.number ?? '',
    date: fieldOfDate(contract?.date),
    amount: contract ? String(contract.amount) : '',
    isVat: contract?.isVat ?? true,
  }));
  const parents = useClientContracts(!contract && draft.type === 'additional-agreement' ? draft.clientId : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...draft,
      clientId: draft.clientId ?? undefined,
      contractId: draft.type === 'additional-agreement' ? draft.contractId : null,
      actionType: draft.actionType ?? undefined,
      subjectType: draft.subjectType ?? undefined,
      date: dateOfField(draft.date) ?? draft.date,
      amount: amountOfField(draft.amount) ?? (draft.amount.trim() ? Number.NaN : undefined),
    };
    const parsed = (contract ? adsContractUpdateSchema : adsContractCreateSchema).safeParse(body);
    const problems = schemaErrors(parsed, fields);
    if (problems || !parsed.success) {
      return setErrors(amountOfField(draft.amount) === null && draft.amount.trim() ? { ...problems, amount: adsMessages.amount } : (problems ?? {}));
    }
    try {
      const saved = await save.mutateAsync({ id: contract?.id ?? null, body: parsed.data });
      // Spec 03 section 4: an edit is sent again only when the registry had accepted the contract.
      if (contract?.respStatus === respStatuses.success) send.mutate(saved.id, { onError: adsToast });
      onClose();
    } catch (error) {
      const onFields = serverFieldErrors(error, fields);
      if (Object.keys(onFields).length) setErrors(onFields);
      else adsToast(error);
    }
  };

  const partnerOptions = (partners.data?.result ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <Modal opened onClose={onClose} title={contract ? 'Редактирование договора' : 'Новый договор'} size="lg" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!contract && (
            <>
              <Select
                label="Рекламный партнер"
                withAsterisk
                searchable
                data={partnerOptions}
                value={draft.clientId}
                error={errors.clientId}
                nothingFoundMessage="Нет зарегистрированных рекламных партнеров"
                onChange={(value) => {
                  set('clientId', value);
                  set('contractId', null);
                }}
              />
              <Select
                label="Тип договора"
                withAsterisk
                allowDeselect={false}
                data={options(adsContractTypes, adsContractTypeLabels)}
                value={draft.type}
                error={errors.type}
                onChange={(value) => value && set('type', value as AdsContractType)}
              />
              {draft.type === 'additional-agreement' && (
                <Select
                  label="Номер договора"
                  withAsterisk
                  data={(parents.data?.result ?? []).map((c) => ({ value: c.id, label: c.number }))}
                  value={draft.contractId}
                  error={errors.contractId}
                  disabled={!draft.clientId}
                  nothingFoundMessage="У партнера нет договоров"
                  onChange={(value) => set('contractId', value)}
                />
              )}
            </>
          )}
          <Select
            label="Действия представителя"
            withAsterisk
            data={options(adsActionTypes, adsActionTypeLabels)}
            value={draft.actionType}
            error={errors.actionType}
            onChange={(value) => set('actionType', value as AdsContract['actionType'] | null)}
          />
          <Select
            label="Предмет договора"
            withAsterisk
            data={options(adsSubjectTypes, adsSubjectTypeLabels)}
            value={draft.subjectType}
            error={errors.subjectType}
            onChange={(value) => set('subjectType', value as AdsContract['subjectType'] | null)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Номер" withAsterisk maxLength={adsLimits.numberMax} value={draft.number} error={errors.number} onChange={(e) => set('number', e.currentTarget.value)} />
            <DateInput label="Дата договора" withAsterisk placeholder="ДД.ММ.ГГГГ" value={draft.date} error={errors.date} onChange={(value) => set('date', value)} />
          </SimpleGrid>
          <TextInput label="Сумма, ₽" withAsterisk inputMode="decimal" value={draft.amount} error={errors.amount} onChange={(e) => set('amount', e.currentTarget.value)} />
          <VatRadio value={draft.isVat} onChange={(value) => set('isVat', value)} />
          <DialogActions onCancel={onClose} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
