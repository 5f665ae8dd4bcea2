import { useState } from 'react';
import { Stack } from '@mantine/core';
import { settingsCityBodySchema, settingsTexts, type SettingsCity } from '@sks/contract';
import { useSaveCity, useSetCityHidden, useSettingsCities } from '../../api/settings';
import { DataTable, ListPageFrame, TextCell, useListParams, type ListParamsConfig, type SortOption } from '../../ui';
import { SettingsFormPopup, type SettingsField } from './settings-form-popup';
import { SettingsNav } from './settings-nav';
import { SettingsRow } from './settings-row';
import { useSettingsRequest } from './use-settings-request';

type Field = 'name' | 'region' | 'population';
const listConfig: ListParamsConfig<Field> = {
  sortFields: ['name', 'region', 'population'],
  defaultSort: { field: 'name', direction: 'ASC' },
  pageSize: 20,
};
const sortOptions: readonly SortOption<Field>[] = [
  { label: 'По названию', value: 'name' },
  { label: 'По региону', value: 'region' },
  { label: 'По населению', value: 'population' },
];
const fields: readonly SettingsField<'name' | 'region' | 'latitude' | 'longitude' | 'population'>[] = [
  { key: 'name', label: 'Название', required: true },
  { key: 'region', label: 'Регион', required: true },
  { key: 'latitude', label: 'Широта', number: true },
  { key: 'longitude', label: 'Долгота', number: true },
  { key: 'population', label: 'Население', number: true },
];
const population = new Intl.NumberFormat('ru-RU');

/** `city` stays set while the popup closes, so its title does not flip during the animation. */
type Popup = { opened: boolean; city?: SettingsCity };

/** /settings/cities: the cities the forms offer; a superadmin adds, renames and hides them. */
export function SettingsCitiesPage() {
  const list = useListParams(listConfig);
  const request = useSettingsRequest(list);
  const save = useSaveCity();
  const hide = useSetCityHidden();
  const [popup, setPopup] = useState<Popup>({ opened: false });
  const hiding = hide.isPending ? hide.variables?.uuid : undefined;

  return (
    <Stack gap="lg">
      <SettingsNav />
      <ListPageFrame
        title={settingsTexts.cities}
        addLabel={settingsTexts.addCity}
        onAdd={() => setPopup({ opened: true })}
        emptyTitle={settingsTexts.addCity}
        searchPlaceholder="Название города"
        list={list}
        query={useSettingsCities(request)}
        sortOptions={sortOptions}
        filter={null}
      >
        {(items, stale) => (
          <DataTable label={settingsTexts.cities} columns={['Название', 'Регион', 'Население', '']} minWidth={640} stale={stale}>
            {items.map((city) => (
              <SettingsRow
                key={city.uuid}
                name={city.name}
                hidden={city.hidden}
                busy={hiding === city.uuid}
                onEdit={() => setPopup({ opened: true, city })}
                onToggleHidden={() => hide.mutate({ uuid: city.uuid, hidden: !city.hidden })}
              >
                <TextCell>{city.region ?? '—'}</TextCell>
                <TextCell nowrap>{city.population === null ? '—' : population.format(city.population)}</TextCell>
              </SettingsRow>
            ))}
          </DataTable>
        )}
      </ListPageFrame>
      <SettingsFormPopup
        opened={popup.opened}
        title={popup.city ? 'Редактирование города' : settingsTexts.addCity}
        fields={fields}
        initial={popup.city}
        schema={settingsCityBodySchema}
        onSave={(body) => save.mutateAsync({ uuid: popup.city?.uuid, body: body as never })}
        savedText={popup.city ? 'Изменения сохранены' : 'Город добавлен'}
        onClose={() => setPopup((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
