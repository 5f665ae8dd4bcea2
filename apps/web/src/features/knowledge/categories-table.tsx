import { ActionIcon, Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { KnowledgeCategory } from '@sks/contract';
import { DataTable, RowLink, TextCell } from '../../ui';

type CategoriesTableProps = {
  categories: KnowledgeCategory[];
  stale: boolean;
  linkOf: (category: KnowledgeCategory) => string;
  onRename: (category: KnowledgeCategory) => void;
  onDelete: (category: KnowledgeCategory) => void;
};

export function CategoriesTable({ categories, stale, linkOf, onRename, onDelete }: CategoriesTableProps) {
  return (
    <DataTable label="Категории" columns={['Категория', 'Вопросов', '']} minWidth={520} stale={stale}>
      {categories.map((c) => (
        <Table.Tr key={c.uuidCategory}>
          <Table.Td>
            <RowLink to={linkOf(c)} strong>
              {c.name}
            </RowLink>
          </Table.Td>
          <TextCell>{c.countQuestions}</TextCell>
          <Table.Td w={96}>
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Переименовать категорию «${c.name}»`} onClick={() => onRename(c)}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`Удалить категорию «${c.name}»`} onClick={() => onDelete(c)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
