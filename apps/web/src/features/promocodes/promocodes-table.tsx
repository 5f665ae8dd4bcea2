import { Checkbox, Table, Text } from '@mantine/core';
import { generatePath } from 'react-router';
import { isPromocodeValidAt, type Promocode, shownDateTime } from '@sks/contract';
import { paths } from '../../app/paths';
import { DataTable, RowLink } from '../../ui';
import { shownValidity } from './promocode-format';

type PromocodesTableProps = {
  promocodes: Promocode[];
  stale: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  now: Date;
};

/** The codes of one page; a code outside its validity is red (spec 03 section 2.4). */
export function PromocodesTable({ promocodes, stale, selected, onToggle, now }: PromocodesTableProps) {
  return (
    <DataTable label="Промокоды" minWidth={640} stale={stale} columns={['', 'Промокод', 'Срок действия', 'Описание', 'Регистраций', 'Создан']}>
      {promocodes.map((p) => {
        const valid = isPromocodeValidAt(p, now);
        const color = valid ? undefined : 'red';
        return (
          <Table.Tr key={p.idPromocode} data-valid={valid} bg={valid ? undefined : 'red.0'}>
            <Table.Td w={40}>
              <Checkbox aria-label={`Выбрать ${p.promocode}`} checked={selected.has(p.idPromocode)} onChange={() => onToggle(p.idPromocode)} />
            </Table.Td>
            <Table.Td>
              <RowLink to={generatePath(paths.promocodeCard, { id: String(p.idPromocode) })} strong>
                <Text component="span" inherit c={color} ff="monospace">
                  {p.promocode}
                </Text>
              </RowLink>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={color} style={{ whiteSpace: 'nowrap' }} title={valid ? undefined : 'Вне срока действия'}>
                {shownValidity(p.startDate, p.expirationDate)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {p.content}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{p.statcount}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {shownDateTime(p.createdAt)}
              </Text>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
