import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';

type DataTableProps = {
  /** The table's accessible name. */
  label: string;
  columns: string[];
  /**
   * Below this width the table scrolls sideways instead of squeezing its columns; it also scrolls
   * when its words, kept whole, need more room. The scrollbar shows whenever it scrolls, so a
   * column past the edge reads as more to see rather than cut off.
   */
  minWidth: number;
  /** The rows shown are an earlier page's while the next one loads: faded and marked busy. */
  stale?: boolean;
  children: ReactNode;
};

/** A list's table: named columns, rows that light up under the pointer, faded while stale. */
export function DataTable({ label, columns, minWidth, stale = false, children }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ type: 'auto' }}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={label}
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const RowBlocked = createContext(false);

/** A word breaks only when it is longer than a whole line can be; a table's column never squeezes below it. */
const wholeWords = { wordBreak: 'normal', overflowWrap: 'break-word' } as const;

/** A row of something that can be blocked: a blocked one is greyed, with its text and links dimmed. */
export function StatusRow({ status, children }: { status: string; children: ReactNode }) {
  const blocked = status === 'blocked';
  return (
    <RowBlocked.Provider value={blocked}>
      <Table.Tr bg={blocked ? 'gray.1' : undefined} data-status={status}>
        {children}
      </Table.Tr>
    </RowBlocked.Provider>
  );
}

/** A cell of text; `nowrap` keeps a date or a phone number on one line. */
export function TextCell({ nowrap = false, children }: { nowrap?: boolean; children: ReactNode }) {
  const blocked = useContext(RowBlocked);
  return (
    <Table.Td>
      <Text size="sm" c={blocked ? 'dimmed' : undefined} style={nowrap ? { whiteSpace: 'nowrap' } : wholeWords}>
        {children}
      </Text>
    </Table.Td>
  );
}

/**
 * A link to a card from a row; `strong` for the row's own name. Words stay whole ('тренировк/а'
 * read as a bug): in a table a column grows to its longest word, and the table scrolls if it must.
 */
export function RowLink({ to, strong = false, children }: { to: string; strong?: boolean; children: ReactNode }) {
  const blocked = useContext(RowBlocked);
  return (
    <Anchor component={Link} to={to} fw={strong ? 600 : undefined} size="sm" c={blocked ? 'gray.7' : undefined} style={wholeWords}>
      {children}
    </Anchor>
  );
}

type NameCellProps = {
  to: string;
  /** The mark of a blocked row, in the noun's gender: 'Заблокирован', 'Заблокирована'. */
  blockedMark: string;
  /** Shown before the name, such as the partner's federal or local letter. */
  before?: ReactNode;
  children: ReactNode;
};

/** The cell with the row's name: a link to its card, marked when blocked. */
export function NameCell({ to, blockedMark, before, children }: NameCellProps) {
  const blocked = useContext(RowBlocked);
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        {before}
        <RowLink to={to} strong>
          {children}
        </RowLink>
        {blocked && (
          <Badge size="xs" color="red" variant="light" style={{ flexShrink: 0 }}>
            {blockedMark}
          </Badge>
        )}
      </Group>
    </Table.Td>
  );
}
