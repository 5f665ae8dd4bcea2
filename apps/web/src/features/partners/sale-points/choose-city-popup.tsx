import { useState } from 'react';
import { Modal, Select, Stack } from '@mantine/core';
import { salePointMessages } from '@sks/contract';
import { useCities } from '../../../api/lookups';
import type { PointCity } from './point-form-popup';
import { DialogActions } from '../../../ui';

type ChooseCityPopupProps = {
  onChoose: (city: PointCity) => void;
  onClose: () => void;
};

/** The first step of adding a trade point: its city, searchable by typing (GET /v1/city). */
export function ChooseCityPopup({ onChoose, onClose }: ChooseCityPopupProps) {
  const cities = useCities();
  const [uuidCity, setUuidCity] = useState<string | null>(null);
  const data = (cities.data ?? []).map((city) => ({ value: city.uuid, label: city.name }));
  const chosen = cities.data?.find((city) => city.uuid === uuidCity);

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Закрыть' }} opened onClose={onClose} title="Добавление торговой точки" size="sm" centered>
      <Stack gap="md">
        <Select
          label="Город"
          placeholder={cities.isPending ? 'Загрузка…' : 'Начните вводить название'}
          searchable
          data={data}
          value={uuidCity}
          onChange={setUuidCity}
          nothingFoundMessage={salePointMessages.cityUnknown}
          error={cities.isError ? 'Не удалось загрузить список городов' : undefined}
          comboboxProps={{ withinPortal: false }}
          data-autofocus
        />
        <DialogActions
          onCancel={onClose}
          confirmDisabled={!chosen}
          onConfirm={() => chosen && onChoose({ uuidCity: chosen.uuid, nameCity: chosen.name })}
          confirmLabel="Далее"
        />
      </Stack>
    </Modal>
  );
}
