import { generatePath } from 'react-router';
import { formatPhone, type PartnerRow } from '@sks/contract';
import { paths } from '../../../app/paths';
import { DataTable, NameCell, PartnerMark, StatusRow, TextCell } from '../../../ui';
import { shownDate } from '../partner-format';

/** The list's table (spec 02 section 2); a blocked partner's row is greyed and marked. */
export function PartnersTable({ partners, stale }: { partners: PartnerRow[]; stale: boolean }) {
  return (
    <DataTable
      label="Партнёры"
      minWidth={640}
      stale={stale}
      columns={['Название', 'Дата создания', 'Телефон', 'Город', 'Категория']}
    >
      {partners.map((p) => {
        const letter = <PartnerMark isFederalPartner={p.isFederalPartner} />;
        return (
          <StatusRow key={p.uuidPartner} status={p.status}>
            <NameCell to={generatePath(paths.partnerCard, { partnerId: p.uuidPartner })} blockedMark="Заблокирован" before={letter}>
              {p.name}
            </NameCell>
            <TextCell nowrap>{shownDate(p.createdData)}</TextCell>
            <TextCell nowrap>{formatPhone(p.phone)}</TextCell>
            <TextCell>{p.nameMainCity ?? (p.isFederalPartner ? 'Все города' : '—')}</TextCell>
            <TextCell>{p.category?.name ?? '—'}</TextCell>
          </StatusRow>
        );
      })}
    </DataTable>
  );
}
