import { useState } from 'react';
import { generatePath } from 'react-router';
import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { adsLimits, adsTexts, formatRuDate } from '@sks/contract';
import { paths } from '../../app/paths';
import { useAdsContracts } from '../../api/ads-contracts';
import { BackLink, DataTable, RowLink, SearchInput, TextCell } from '../../ui';
import { AdsListBody } from './ads-list-body';
import { statusText } from './ads-format';
import { ContractDialog } from './contract-dialog';
import { usePageParams } from './use-page-params';

/** /ads-contracts: contracts and additional agreements, 15 a page. */
export function ContractsPage() {
  const { current, search, setPage, setSearch } = usePageParams();
  const list = useAdsContracts({ current, search });
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <BackLink to={paths.ads}>Рекламные партнеры</BackLink>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {adsTexts.contractsButton}
        </Title>
        <Button onClick={() => setAdding(true)}>Добавить договор</Button>
      </Group>
      <SearchInput value={search} onSearch={setSearch} placeholder="Номер договора или партнер" />
      <AdsListBody list={list} current={current} pageSize={adsLimits.contractsPageSize} emptyTitle={adsTexts.noContracts} onPage={setPage}>
        {(page) => (
          <DataTable label={adsTexts.contractsButton} columns={['Номер', 'Рекламный партнер', 'Дата договора', 'Статус', 'Креативы']} minWidth={640} stale={list.isPlaceholderData}>
            {page.result.map((c) => (
              <Table.Tr key={c.id}>
                <TextCell>
                  <RowLink to={generatePath(paths.adsContract, { id: c.id })} strong>
                    {c.number}
                  </RowLink>
                </TextCell>
                <TextCell>{c.partnerInfo.name}</TextCell>
                <TextCell nowrap>{formatRuDate(c.date)}</TextCell>
                <TextCell>{statusText(c.respStatus, c.ordState)}</TextCell>
                <TextCell>{c.countCreatives}</TextCell>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </AdsListBody>
      {adding && <ContractDialog contract={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
