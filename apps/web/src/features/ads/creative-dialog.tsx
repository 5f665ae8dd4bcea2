import type { FormEvent } from 'react';
import { Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  adsCampaignTypeLabels,
  adsCampaignTypes,
  adsCreativeCreateSchema,
  adsCreativeFormLabels,
  adsCreativeForms,
  adsLimits,
  adsPaths,
  type AdsContract,
  type AdsCreativeForm,
  type OkvedOption,
} from '@sks/contract';
import { useSaveCreative } from '../../api/ads-creatives';
import { DateInput, DialogActions, ImageUpload } from '../../ui';
import { dateOfField, serverFieldErrors } from './ads-format';
import { schemaErrors, useDraft } from './ads-form';
import { adsToast } from './ads-toast';
import { OkvedSelect } from './okved-select';

const fields = ['okveds', 'startCreative', 'endCreative', 'type', 'form', 'mediaUrl', 'textData', 'description', 'title', 'startPromo', 'endPromo'] as const;
const dateFields = ['startCreative', 'endCreative', 'startPromo', 'endPromo'] as const;

/** Add a creative to a registered contract (spec 03 sections 2.6 and 5); mount per opening. */
export function CreativeDialog({ contract, onClose }: { contract: AdsContract; onClose: () => void }) {
  const save = useSaveCreative();
  const { draft, set, errors, setErrors } = useDraft(() => ({
    okveds: [] as OkvedOption[],
    startCreative: '',
    endCreative: '',
    type: 'cpm' as string | null,
    form: 'banner' as AdsCreativeForm,
    mediaUrl: null as string | null,
    textData: '',
    description: '',
    title: '',
    startPromo: '',
    endPromo: '',
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const dates = Object.fromEntries(dateFields.map((f) => [f, dateOfField(draft[f]) ?? draft[f]]));
    const parsed = adsCreativeCreateSchema.safeParse({
      ...draft,
      ...dates,
      contractId: contract.id,
      clientId: contract.clientId,
      okveds: draft.okveds.map((o) => o.id),
      type: draft.type ?? undefined,
    });
    const problems = schemaErrors(parsed, fields);
    if (problems || !parsed.success) return setErrors(problems ?? {});
    try {
      await save.mutateAsync({ id: null, body: parsed.data });
      onClose();
    } catch (error) {
      const onFields = serverFieldErrors(error, fields);
      if (Object.keys(onFields).length) setErrors(onFields);
      else adsToast(error);
    }
  };

  const dateInput = (field: (typeof dateFields)[number], label: string) => (
    <DateInput label={label} withAsterisk placeholder="ДД.ММ.ГГГГ" value={draft[field]} error={errors[field]} onChange={(value) => set(field, value)} />
  );
  const text = (field: 'textData' | 'description', label: string) => (
    <Textarea label={label} withAsterisk autosize minRows={2} maxRows={6} maxLength={adsLimits.textMax} value={draft[field]} error={errors[field]} onChange={(e) => set(field, e.currentTarget.value)} />
  );

  return (
    <Modal opened onClose={onClose} title="Новый креатив" size="lg" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <OkvedSelect value={draft.okveds} error={errors.okveds} onChange={(value) => set('okveds', value)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {dateInput('startCreative', 'Начало размещения')}
            {dateInput('endCreative', 'Окончание размещения')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Тип рекламной кампании"
              withAsterisk
              data={adsCampaignTypes.map((value) => ({ value, label: adsCampaignTypeLabels[value] }))}
              value={draft.type}
              error={errors.type}
              onChange={(value) => set('type', value)}
            />
            <Select
              label="Форма распространения"
              withAsterisk
              allowDeselect={false}
              data={adsCreativeForms.map((value) => ({ value, label: adsCreativeFormLabels[value] }))}
              value={draft.form}
              error={errors.form}
              onChange={(value) => value && set('form', value as AdsCreativeForm)}
            />
          </SimpleGrid>
          {draft.form === 'banner' && (
            <ImageUpload label="Баннер" value={draft.mediaUrl} error={errors.mediaUrl} uploadPath={adsPaths.creativeUpload} onChange={(url) => set('mediaUrl', url)} />
          )}
          {text('textData', 'Описание креатива')}
          {text('description', 'Общее описание объекта рекламирования')}
          <TextInput label="Название акции" withAsterisk maxLength={adsLimits.nameMax} value={draft.title} error={errors.title} onChange={(e) => set('title', e.currentTarget.value)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {dateInput('startPromo', 'Начало акции')}
            {dateInput('endPromo', 'Окончание акции')}
          </SimpleGrid>
          <DialogActions onCancel={onClose} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
