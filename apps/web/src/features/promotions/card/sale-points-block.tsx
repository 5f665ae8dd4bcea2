import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import type { Promotion } from '@sks/contract';
import { paths } from '../../../app/paths';

/**
 * Where the promotion runs: the partner's trade points, grouped by city. The card carries the
 * first cities and a few points of each; the partner card's tab has them all.
 */
export function SalePointsBlock({ promotion }: { promotion: Pick<Promotion, 'cities' | 'countCities' | 'partner'> }) {
  const { cities, countCities } = promotion;
  const shown = cities.reduce((n, c) => n + c.salePoints.length, 0);
  const all = cities.reduce((n, c) => n + c.countPoints, 0);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Торговые точки">
      <Stack gap="md">
        <Title order={3} size="h4">
          Торговые точки
        </Title>
        {cities.length === 0 ? (
          <Text size="sm" c="dimmed">
            У партнёра нет торговых точек
          </Text>
        ) : (
          cities.map((city) => (
            <Stack key={city.uuidCity} gap={4} role="group" aria-label={city.nameCity}>
              <Text fw={600}>{`${city.nameCity} (${city.countPoints})`}</Text>
              <List size="sm" spacing={2}>
                {city.salePoints.map((point, index) => (
                  <List.Item key={`${index}-${point.name}`}>{point.name}</List.Item>
                ))}
              </List>
            </Stack>
          ))
        )}
        {(countCities > cities.length || all > shown) && (
          <Anchor component={Link} to={`${generatePath(paths.partnerCard, { partnerId: promotion.partner.uuidPartner })}?tab=salePoints`} size="sm">
            Все торговые точки партнёра
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
