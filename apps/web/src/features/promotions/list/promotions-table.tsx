import { Table } from '@mantine/core';
import { generatePath } from 'react-router';
import type { PromotionRow } from '@sks/contract';
import { paths } from '../../../app/paths';
import { DataTable, NameCell, RowLink, StatusRow, TextCell } from '../../../ui';
import { shownDay, shownPeriod } from '../promotion-format';

/** The list's table (spec 02 section 2); a blocked promotion's row is greyed and marked. */
export function PromotionsTable({ promotions, stale }: { promotions: PromotionRow[]; stale: boolean }) {
  return (
    <DataTable
      label="Акции"
      minWidth={900}
      stale={stale}
      columns={['Поставщик', 'Название акции', 'Дата создания', 'Срок действия', 'Город', 'Категория']}
    >
      {promotions.map((p) => (
        <StatusRow key={p.uuidStock} status={p.status}>
          <Table.Td>
            <RowLink to={generatePath(paths.partnerCard, { partnerId: p.partner.uuidPartner })}>{p.partner.name}</RowLink>
          </Table.Td>
          <NameCell to={generatePath(paths.promotionCard, { promotionId: p.uuidStock })} blockedMark="Заблокирована">
            {p.name}
          </NameCell>
          <TextCell nowrap>{shownDay(p.createdData)}</TextCell>
          <TextCell>{shownPeriod(p.dateBegin, p.dateEnd)}</TextCell>
          <TextCell>{p.partner.nameMainCity ?? 'Все города'}</TextCell>
          <TextCell>{p.category?.name ?? '—'}</TextCell>
        </StatusRow>
      ))}
    </DataTable>
  );
}
