import { Select } from '@mantine/core';
import { partnerMessages } from '@sks/contract';
import { useCategories } from '../../../api/lookups';

type CategorySelectProps = { id: string; value: string; error?: string; onChange: (uuidCategory: string) => void };

/** The partner's category from GET /v1/category, searchable by typing. */
export function CategorySelect({ id, value, error, onChange }: CategorySelectProps) {
  const categories = useCategories();
  return (
    <Select
      id={id}
      label="Категория"
      placeholder={categories.isPending ? 'Загрузка…' : 'Выберите категорию'}
      searchable
      nothingFoundMessage={partnerMessages.categoryUnknown}
      data={(categories.data ?? []).map((c) => ({ value: c.uuidCategory, label: c.name }))}
      value={value || null}
      onChange={(picked) => onChange(picked ?? '')}
      error={error ?? (categories.isError ? 'Не удалось загрузить категории' : undefined)}
      withAsterisk
    />
  );
}
