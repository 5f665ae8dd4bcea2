import { useState } from 'react';
import { Stack } from '@mantine/core';
import { settingsCategoryBodySchema, settingsTexts, type SettingsCategory } from '@sks/contract';
import { useSaveCategory, useSetCategoryHidden, useSettingsCategories } from '../../api/settings';
import { DataTable, ListPageFrame, useListParams, type ListParamsConfig } from '../../ui';
import { SettingsFormPopup, type SettingsField } from './settings-form-popup';
import { SettingsNav } from './settings-nav';
import { SettingsRow } from './settings-row';
import { useSettingsRequest } from './use-settings-request';

const listConfig: ListParamsConfig<'name'> = { sortFields: ['name'], defaultSort: { field: 'name', direction: 'ASC' }, pageSize: 20 };
const fields: readonly SettingsField<'name'>[] = [{ key: 'name', label: 'Название', required: true }];

type Popup = { opened: boolean; category?: SettingsCategory };

/** /settings/categories: the partner categories the forms offer; a superadmin adds, renames and hides them. */
export function SettingsCategoriesPage() {
  const list = useListParams(listConfig);
  const request = useSettingsRequest(list);
  const save = useSaveCategory();
  const hide = useSetCategoryHidden();
  const [popup, setPopup] = useState<Popup>({ opened: false });
  const hiding = hide.isPending ? hide.variables?.uuid : undefined;

  return (
    <Stack gap="lg">
      <SettingsNav />
      <ListPageFrame
        title={settingsTexts.categories}
        addLabel={settingsTexts.addCategory}
        onAdd={() => setPopup({ opened: true })}
        emptyTitle={settingsTexts.addCategory}
        searchPlaceholder="Название категории"
        list={list}
        query={useSettingsCategories(request)}
        filter={null}
      >
        {(items, stale) => (
          <DataTable label={settingsTexts.categories} columns={['Название', '']} minWidth={480} stale={stale}>
            {items.map((category) => (
              <SettingsRow
                key={category.uuidCategory}
                name={category.name}
                hidden={category.hidden}
                busy={hiding === category.uuidCategory}
                onEdit={() => setPopup({ opened: true, category })}
                onToggleHidden={() => hide.mutate({ uuid: category.uuidCategory, hidden: !category.hidden })}
              />
            ))}
          </DataTable>
        )}
      </ListPageFrame>
      <SettingsFormPopup
        opened={popup.opened}
        title={popup.category ? 'Редактирование категории' : settingsTexts.addCategory}
        fields={fields}
        initial={popup.category}
        schema={settingsCategoryBodySchema}
        onSave={(body) => save.mutateAsync({ uuid: popup.category?.uuidCategory, body: body as never })}
        savedText={popup.category ? 'Изменения сохранены' : 'Категория добавлена'}
        onClose={() => setPopup((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
