import { Select } from '@mantine/core';
import { universityMessages } from '@sks/contract';
import { useCities } from '../../../api/lookups';

type CitySelectProps = {
  value: string;
  error?: string;
  onChange: (uuidCity: string) => void;
};

/** The university's city from the common list (GET /v1/city), searchable by typing. */
export function CitySelect({ value, error, onChange }: CitySelectProps) {
  const cities = useCities();
  const data = (cities.data ?? []).map((city) => ({ value: city.uuid, label: city.name }));
  return (
    <Select
      label="Город"
      placeholder={cities.isPending ? 'Загрузка…' : 'Выберите город'}
      searchable
      nothingFoundMessage={universityMessages.cityUnknown}
      data={data}
      value={value || null}
      onChange={(picked) => onChange(picked ?? '')}
      error={error ?? (cities.isError ? 'Не удалось загрузить список городов' : undefined)}
      withAsterisk
    />
  );
}
