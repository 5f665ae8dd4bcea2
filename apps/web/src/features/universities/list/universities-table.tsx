import { generatePath } from 'react-router';
import { formatPhone, type University } from '@sks/contract';
import { paths } from '../../../app/paths';
import { DataTable, NameCell, StatusRow, TextCell } from '../../../ui';
import { delegateFullName } from '../form/university-form-state';

/** The list's table (spec 01 section 2); a blocked university's row is greyed and marked. */
export function UniversitiesTable({ universities, stale }: { universities: University[]; stale: boolean }) {
  return (
    <DataTable
      label="Университеты"
      minWidth={640}
      stale={stale}
      columns={['Краткое название', 'Город', 'Представитель', 'Телефон', 'E-mail']}
    >
      {universities.map((u) => (
        <StatusRow key={u.uuidUniver} status={u.status}>
          <NameCell to={generatePath(paths.universityCard, { id: u.uuidUniver })} blockedMark="Заблокирован">
            {u.shortName}
          </NameCell>
          <TextCell>{u.nameCity}</TextCell>
          <TextCell>{delegateFullName(u)}</TextCell>
          <TextCell nowrap>{formatPhone(u.phone)}</TextCell>
          <TextCell>{u.email}</TextCell>
        </StatusRow>
      ))}
    </DataTable>
  );
}
