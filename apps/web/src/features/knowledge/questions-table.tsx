import { Checkbox, Table } from '@mantine/core';
import { programmeOwner, ruDateTimeOfWire, type KnowledgeQuestionRow } from '@sks/contract';
import { DataTable, RowLink, TextCell } from '../../ui';
import { programmeLabel } from './university-filter';

type QuestionsTableProps = {
  questions: KnowledgeQuestionRow[];
  stale: boolean;
  /** The question's screen. */
  linkOf: (question: KnowledgeQuestionRow) => string;
  selected: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
  onToggleAll: (uuids: string[], select: boolean) => void;
};

/** Questions with a checkbox each for delete-selected; the header box takes the whole page. */
export function QuestionsTable({ questions, stale, linkOf, selected, onToggle, onToggleAll }: QuestionsTableProps) {
  const uuids = questions.map((q) => q.uuidQuestion);
  const ticked = uuids.filter((uuid) => selected.has(uuid)).length;
  return (
    <>
      <Checkbox
        label="Выбрать все на странице"
        checked={ticked > 0 && ticked === uuids.length}
        indeterminate={ticked > 0 && ticked < uuids.length}
        onChange={() => onToggleAll(uuids, ticked < uuids.length)}
      />
      <DataTable label="Вопросы" columns={['', 'Вопрос', 'Категория', 'Владелец', 'Голоса', 'Создан']} minWidth={640} stale={stale}>
        {questions.map((q) => (
          <Table.Tr key={q.uuidQuestion}>
            <Table.Td w={40}>
              <Checkbox aria-label={`Выбрать: ${q.question}`} checked={selected.has(q.uuidQuestion)} onChange={() => onToggle(q.uuidQuestion)} />
            </Table.Td>
            <Table.Td>
              <RowLink to={linkOf(q)} strong>
                {q.question}
              </RowLink>
            </Table.Td>
            <TextCell>{q.nameCategory}</TextCell>
            <TextCell>{q.owner === programmeOwner ? programmeLabel : (q.shortNameUniversity ?? '—')}</TextCell>
            <TextCell nowrap>{`+${q.votes_plus} / −${q.votes_minus}`}</TextCell>
            <TextCell nowrap>{ruDateTimeOfWire(q.created_at).date}</TextCell>
          </Table.Tr>
        ))}
      </DataTable>
    </>
  );
}
