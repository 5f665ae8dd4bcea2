import { useState } from 'react';
import { Link, generatePath } from 'react-router';
import { Anchor, Button, Group, Stack, Table, Title } from '@mantine/core';
import { adsLimits, adsOrgTypeLabels, adsTexts } from '@sks/contract';
import { paths } from '../../app/paths';
import { useAdsPartners } from '../../api/ads-partners';
import { DataTable, RowLink, SearchInput, TextCell } from '../../ui';
import { AdsListBody } from './ads-list-body';
import { statusText } from './ads-format';
import { PartnerDialog } from './partner-dialog';
import { PlatformDialog } from './platform-dialog';
import { usePageParams } from './use-page-params';

/** /ads: the advertising partners, 10 a page (spec 03 section 2.6). */
export function AdsPage() {
  const { current, search, setPage, setSearch } = usePageParams();
  const list = useAdsPartners({ current, search });
  const [adding, setAdding] = useState(false);
  const [platformOpen, setPlatformOpen] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          <Anchor component="button" type="button" inherit onClick={() => setPlatformOpen(true)}>
            {adsTexts.platformTitle}
          </Anchor>
        </Title>
        <Group gap="sm">
          <Button component={Link} to={paths.adsContracts} variant="default">
            {adsTexts.contractsButton}
          </Button>
          <Button onClick={() => setAdding(true)}>{adsTexts.addPartner}</Button>
        </Group>
      </Group>
      <SearchInput value={search} onSearch={setSearch} placeholder="Название или ИНН" />
      <AdsListBody list={list} current={current} pageSize={adsLimits.partnersPageSize} emptyTitle={adsTexts.noPartners} onPage={setPage}>
        {(page) => (
          <DataTable label="Рекламные партнеры" columns={['Название', 'Тип организации', 'ИНН', 'Статус']} minWidth={640} stale={list.isPlaceholderData}>
            {page.result.map((p) => (
              <Table.Tr key={p.id}>
                <TextCell>
                  <RowLink to={generatePath(paths.adCard, { id: p.id })} strong>
                    {p.name}
                  </RowLink>
                </TextCell>
                <TextCell>{adsOrgTypeLabels[p.type]}</TextCell>
                <TextCell nowrap>{p.inn}</TextCell>
                <TextCell>{statusText(p.respStatus, p.ordState)}</TextCell>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </AdsListBody>
      {adding && <PartnerDialog partner={null} onClose={() => setAdding(false)} />}
      {platformOpen && <PlatformDialog onClose={() => setPlatformOpen(false)} />}
    </Stack>
  );
}
