import { Select } from '@mantine/core';
import { partnerMessages } from '@sks/contract';
import { useCities } from '../../../api/lookups';

type CitySelectProps = { id: string; value: string; required: boolean; error?: string; onChange: (uuidCity: string) => void };

/** The partner's main city from GET /v1/city; a federal partner may have none. */
export function CitySelect({ id, value, required, error, onChange }: CitySelectProps) {
  const cities = useCities();
  return (
    <Select
      id={id}
      label="Основной город"
      description={required ? undefined : 'Федеральный партнёр работает во всех городах'}
      placeholder={cities.isPending ? 'Загрузка…' : 'Выберите город'}
      searchable
      clearable={!required}
      nothingFoundMessage={partnerMessages.cityUnknown}
      data={(cities.data ?? []).map((c) => ({ value: c.uuid, label: c.name }))}
      value={value || null}
      onChange={(picked) => onChange(picked ?? '')}
      error={error ?? (cities.isError ? 'Не удалось загрузить список городов' : undefined)}
      withAsterisk={required}
    />
  );
}
