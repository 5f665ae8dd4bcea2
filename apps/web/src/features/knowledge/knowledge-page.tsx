import { useState } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { knowledgeMessages, type KnowledgeCategory } from '@sks/contract';
import { useCategoryList, useCreateCategory, useDeleteCategory, useRenameCategory } from '../../api/knowledge';
import { paths } from '../../app/paths';
import { sections } from '../../app/sections';
import { ConfirmPopup, EmptyState, ErrorState, notifyErrorText, notifySuccess, PageLoader, Pagination, SearchInput, useListParams } from '../../ui';
import { CategoriesTable } from './categories-table';
import { CategoryDialog, failureText } from './category-dialog';
import { knowledgeListConfig } from './list-config';
import { categoryPath, ownerQuery, useOwnerParam } from './owner';
import { QuestionList } from './question-list';
import { UniversityFilter } from './university-filter';

type Dialog = { kind: 'add' } | { kind: 'rename'; category: KnowledgeCategory } | { kind: 'delete'; category: KnowledgeCategory } | null;

/**
 * /knowledge — the categories of the programme or of the university chosen in the filter, with
 * add, rename and delete; a search over questions and answers shows the questions found instead.
 */
export function KnowledgePage() {
  const list = useListParams(knowledgeListConfig);
  const { owner, setOwner } = useOwnerParam();
  const searched = list.search.trim() !== '';
  const categories = useCategoryList({ owner, page: searched ? 1 : list.page });
  const [dialog, setDialog] = useState<Dialog>(null);
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const addQuestionTo = paths.knowledgeAdd + ownerQuery(owner);

  const deleteCategory = (category: KnowledgeCategory) =>
    remove.mutate(category.uuidCategory, {
      onSuccess: () => {
        notifySuccess(knowledgeMessages.categoryDeleted, `«${category.name}»`);
        setDialog(null);
      },
      onError: (error) => {
        notifyErrorText(failureText(error));
        setDialog(null);
      },
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {sections.knowledge.label}
        </Title>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconFolderPlus size={16} />} onClick={() => setDialog({ kind: 'add' })}>
            Добавить категорию
          </Button>
          <Button component={Link} to={addQuestionTo} leftSection={<IconPlus size={16} />}>
            Добавить вопрос или акт
          </Button>
        </Group>
      </Group>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <div style={{ flex: 1, minWidth: 240 }}>
              <SearchInput value={list.search} onSearch={list.setSearch} label="Поиск по вопросам и ответам" placeholder="Например: скидка по студенческому" />
            </div>
            <UniversityFilter value={owner} onChange={setOwner} />
          </Group>
          {searched ? (
            <QuestionList
              request={{ owner, search: list.search, page: list.page }}
              onPage={list.setPage}
              linkOf={(q) => generatePath(paths.knowledgeQuestion, { categoryId: q.uuid_category, questionId: q.uuidQuestion }) + ownerQuery(owner)}
              emptyTitle="Вопросов пока нет"
            />
          ) : categories.isPending ? (
            <PageLoader />
          ) : categories.isError ? (
            <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
          ) : categories.data.data.length === 0 ? (
            <EmptyState
              title="Категорий пока нет"
              text="Добавьте категорию, затем вопросы в неё"
              action={<Button onClick={() => setDialog({ kind: 'add' })}>Добавить категорию</Button>}
            />
          ) : (
            <>
              <CategoriesTable
                categories={categories.data.data}
                stale={categories.isPlaceholderData}
                linkOf={(c) => categoryPath(c.uuidCategory, owner)}
                onRename={(category) => setDialog({ kind: 'rename', category })}
                onDelete={(category) => setDialog({ kind: 'delete', category })}
              />
              {categories.data.total > list.pageSize && (
                <Group justify="flex-end">
                  <Pagination page={list.page} total={categories.data.total} pageSize={list.pageSize} onChange={list.setPage} />
                </Group>
              )}
            </>
          )}
        </Stack>
      </Card>
      <CategoryDialog
        opened={dialog?.kind === 'add' || dialog?.kind === 'rename'}
        title={dialog?.kind === 'rename' ? 'Переименовать категорию' : 'Новая категория'}
        initialName={dialog?.kind === 'rename' ? dialog.category.name : ''}
        onSave={(name) =>
          dialog?.kind === 'rename'
            ? rename.mutateAsync({ uuid: dialog.category.uuidCategory, name }).then(() => notifySuccess(knowledgeMessages.categorySaved, `«${name}»`))
            : create.mutateAsync({ name, uuidUniversity: owner }).then(() => notifySuccess(knowledgeMessages.categorySaved, `«${name}»`))
        }
        onClose={() => setDialog(null)}
      />
      <ConfirmPopup
        opened={dialog?.kind === 'delete'}
        title="Удаление категории"
        loading={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && deleteCategory(dialog.category)}
        onClose={() => setDialog(null)}
      >
        {dialog?.kind === 'delete' ? `Удалить категорию «${dialog.category.name}»? Удалить можно только пустую категорию.` : ''}
      </ConfirmPopup>
    </Stack>
  );
}
