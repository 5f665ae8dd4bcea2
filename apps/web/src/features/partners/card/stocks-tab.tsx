import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { visibleText, type PartnerStock } from '@sks/contract';
import { paths } from '../../../app/paths';
import { listKeys } from '../../../ui/list-params';
import { StockDetailsPopup } from './stock-details-popup';
import { stockCardPeriod, stockStatus } from './stock-status';

/**
 * The partner's promotions as cards (spec 02 section 2): the name opens the details popup,
 * 'Подробнее' the promotion's card; the last card adds a promotion. The card carries the newest
 * few; when there are more, a link opens the promotions list searched by the partner's name.
 */
export function StocksTab({
  uuidPartner,
  stocks,
  countStocks,
  partnerName,
}: {
  uuidPartner: string;
  stocks: PartnerStock[];
  countStocks: number;
  partnerName: string;
}) {
  const [shown, setShown] = useState<PartnerStock | null>(null);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="list" aria-label="Акции партнёра">
        {stocks.map((stock) => {
          const status = stockStatus(stock);
          return (
            <Card key={stock.uuidStock} withBorder radius="md" padding="md" role="listitem" aria-label={stock.name}>
              <Stack gap={6} h="100%">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Badge variant="light" color={status.color} w="fit-content">
                    {status.label}
                  </Badge>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} aria-label="Срок действия">
                    {stockCardPeriod(stock.dateBegin, stock.dateEnd)}
                  </Text>
                </Group>
                <UnstyledButton onClick={() => setShown(stock)} aria-haspopup="dialog">
                  <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {stock.name}
                  </Text>
                </UnstyledButton>
                <Text size="sm" lineClamp={2} c="dimmed" style={{ flex: 1 }}>
                  {visibleText(stock.description)}
                </Text>
                <Button
                  component={Link}
                  to={generatePath(paths.promotionCard, { promotionId: stock.uuidStock })}
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  px={0}
                >
                  Подробнее
                </Button>
              </Stack>
            </Card>
          );
        })}
        <div role="listitem">
          <Card
            component={Link}
            to={generatePath(paths.partnerNewStock, { partnerId: uuidPartner })}
            withBorder
            radius="md"
            padding="md"
            h="100%"
            mih={160}
            style={{ borderStyle: 'dashed' }}
          >
            <Stack align="center" justify="center" gap="xs" h="100%">
              <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
                <IconPlus size={22} />
              </ThemeIcon>
              <Text fw={600}>Добавить акцию</Text>
            </Stack>
          </Card>
        </div>
      </SimpleGrid>
      {countStocks > stocks.length && (
        <Text size="sm" mt="md">
          {`Показаны ${stocks.length} последних из ${countStocks}. `}
          <Anchor component={Link} to={`${paths.promotions}?${new URLSearchParams({ [listKeys.search]: partnerName })}`}>
            Все акции партнёра
          </Anchor>
        </Text>
      )}
      <StockDetailsPopup stock={shown} onClose={() => setShown(null)} />
    </>
  );
}
