import { useState, type FormEvent } from 'react';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  adsLimits,
  adsOrgTypeLabels,
  adsOrgTypes,
  adsPartnerCreateSchema,
  adsPartnerUpdateSchema,
  adsTexts,
  type AdsOrgType,
  type AdsPartner,
} from '@sks/contract';
import { usePartnerPicker, useSaveAdsPartner } from '../../api/ads-partners';
import { DialogActions } from '../../ui';
import { serverFieldErrors } from './ads-format';
import { schemaErrors, useDraft } from './ads-form';
import { adsToast } from './ads-toast';

const fields = ['uuidPartner', 'type', 'inn', 'name'] as const;
const typeOptions = adsOrgTypes.map((value) => ({ value, label: adsOrgTypeLabels[value] }));

/** The searchable partner picker: 300 ms after the last key it asks again, from the first page. */
function PartnerPicker({ value, error, onChange }: { value: string | null; error?: string; onChange: (uuid: string | null) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, adsLimits.searchDebounceMs);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = usePartnerPicker(debounced);
  const options = (found.data ?? []).map((p) => ({ value: p.uuidPartner, label: p.name }));
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      label="Партнер"
      withAsterisk
      searchable
      clearable
      data={data}
      value={value}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Поиск…' : 'Ничего не найдено'}
      onChange={(uuid, option) => {
        setChosen(uuid && option ? { value: uuid, label: option.label } : null);
        onChange(uuid);
      }}
    />
  );
}

/** Add an ad partner (with its platform partner) or edit one (type, INN, name); mount per opening. */
export function PartnerDialog({ partner, onClose }: { partner: AdsPartner | null; onClose: () => void }) {
  const save = useSaveAdsPartner();
  const { draft, set, errors, setErrors } = useDraft(() => ({
    uuidPartner: partner?.uuidPartner ?? null,
    type: (partner?.type ?? 'ul') as AdsOrgType,
    inn: partner?.inn ?? '',
    name: partner?.name ?? '',
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...draft, uuidPartner: draft.uuidPartner ?? undefined };
    const problems = schemaErrors((partner ? adsPartnerUpdateSchema : adsPartnerCreateSchema).safeParse(body), fields);
    if (problems) return setErrors(problems);
    try {
      await save.mutateAsync({ id: partner?.id ?? null, body: { ...body, uuidPartner: draft.uuidPartner ?? '' } });
      onClose();
    } catch (error) {
      const onFields = serverFieldErrors(error, fields);
      if (Object.keys(onFields).length) setErrors(onFields);
      else adsToast(error);
    }
  };

  return (
    <Modal opened onClose={onClose} title={partner ? 'Редактирование рекламного партнера' : adsTexts.addPartner} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!partner && <PartnerPicker value={draft.uuidPartner} error={errors.uuidPartner} onChange={(uuid) => set('uuidPartner', uuid)} />}
          <Select
            label="Тип организации"
            withAsterisk
            data={typeOptions}
            value={draft.type}
            allowDeselect={false}
            error={errors.type}
            onChange={(value) => value && set('type', value as AdsOrgType)}
          />
          <TextInput label="ИНН" withAsterisk inputMode="numeric" maxLength={12} value={draft.inn} error={errors.inn} onChange={(e) => set('inn', e.currentTarget.value.trim())} />
          <TextInput
            label={draft.type === 'fl' ? 'ФИО' : 'Наименование организации'}
            withAsterisk
            maxLength={adsLimits.nameMax}
            value={draft.name}
            error={errors.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <DialogActions onCancel={onClose} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
