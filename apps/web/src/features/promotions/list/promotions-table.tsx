import { Table } from '@mantine/core';
import { generatePath } from 'react-router';
import type { PromotionRow } from '@sks/contract';
import { paths } from '../../../app/paths';
import { DataTable, NameCell, RowLink, StatusRow, TextCell } from '../../../ui';
import { shownDay, shownPeriod } from '../promotion-format';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A period that wraps between its two ends only, never inside one ('22:36' alone on a line). */
function PeriodText({ period }: { period: string }) {
  const [begin, end] = period.split(' – ');
  if (end === undefined) return <span style={nowrap}>{period}</span>;
  return (
    <>
      <span style={nowrap}>{begin} –</span> <span style={nowrap}>{end}</span>
    </>
  );
}

/** The list's table (spec 02 section 2); a blocked promotion's row is greyed and marked. */
export function PromotionsTable({ promotions, stale }: { promotions: PromotionRow[]; stale: boolean }) {
  return (
    <DataTable
      label="Акции"
      minWidth={660}
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
          <TextCell>
            <PeriodText period={shownPeriod(p.dateBegin, p.dateEnd)} />
          </TextCell>
          <TextCell>{p.partner.nameMainCity ?? 'Все города'}</TextCell>
          <TextCell>{p.category?.name ?? '—'}</TextCell>
        </StatusRow>
      ))}
    </DataTable>
  );
}
