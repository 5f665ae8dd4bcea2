import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { Promotion } from '@sks/contract';

/** Where the promotion runs: the partner's trade points, grouped by city. */
export function SalePointsBlock({ cities }: { cities: Promotion['cities'] }) {
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
              <Text fw={600}>{`${city.nameCity} (${city.salePoints.length})`}</Text>
              <List size="sm" spacing={2}>
                {city.salePoints.map((point, index) => (
                  <List.Item key={`${index}-${point.name}`}>{point.name}</List.Item>
                ))}
              </List>
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}
