import { useState } from 'react';
import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { pluralRu, salePointLimits, type SalePoint } from '@sks/contract';
import { usePartnerSalePoints } from '../../../api/sale-points';
import { EmptyState, ErrorState } from '../../../ui';
import { ChooseCityPopup } from './choose-city-popup';
import { CityPointsPopup } from './city-points-popup';
import { PointFormPopup, type PointCity } from './point-form-popup';
import { divider, PointRow } from './point-row';

/** Which popup is open; the form returns to the city's list when it was opened from there. */
type Popup =
  | { kind: 'chooseCity' }
  | { kind: 'city'; city: PointCity }
  | { kind: 'form'; city: PointCity; point: SalePoint | null; fromCity: boolean }
  | null;

export const pointsCountText = (n: number) => `${n} ${pluralRu(n, ['точка', 'точки', 'точек'])}`;

/** The card's trade points tab: the partner's points grouped by city (spec 02 section 2). */
export function SalePointsTab({ uuidPartner }: { uuidPartner: string }) {
  const cities = usePartnerSalePoints(uuidPartner);
  const [popup, setPopup] = useState<Popup>(null);

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setPopup({ kind: 'chooseCity' })}>
      Добавить торговую точку
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Торговые точки
        </Title>
        {addButton}
      </Group>
      {cities.isPending ? (
        <Group justify="center" py="lg" role="status" aria-label="Загрузка торговых точек">
          <Loader size="sm" />
        </Group>
      ) : cities.isError ? (
        <ErrorState error={cities.error} onRetry={() => void cities.refetch()} />
      ) : cities.data.length === 0 ? (
        <EmptyState title="Торговых точек пока нет" text="Добавьте первую точку: город, адрес и время работы." />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {cities.data.map((group) => {
            const city = { uuidCity: group.uuidCity, nameCity: group.nameCity };
            return (
              <Card key={group.uuidCity} withBorder padding="md" radius="md" component="section" aria-label={`Город ${group.nameCity}`}>
                <Group justify="space-between" mb="xs" wrap="nowrap">
                  <Title order={3} size="h5">
                    {group.nameCity}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {pointsCountText(group.countPoints)}
                  </Text>
                </Group>
                <Stack gap={0}>
                  {group.salePoints.slice(0, salePointLimits.cardPointsPerCity).map((point, i) => (
                    <div key={point.uuidSalePoint} style={i > 0 ? divider : undefined}>
                      <PointRow point={point} />
                    </div>
                  ))}
                </Stack>
                <Button
                  mt="sm"
                  variant="light"
                  leftSection={<IconList size={16} />}
                  onClick={() => setPopup({ kind: 'city', city })}
                  aria-label={`Все точки: ${group.nameCity}`}
                >
                  Все точки
                </Button>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      {popup?.kind === 'chooseCity' && (
        <ChooseCityPopup
          onClose={() => setPopup(null)}
          onChoose={(city) => setPopup({ kind: 'form', city, point: null, fromCity: false })}
        />
      )}
      {popup?.kind === 'city' && (
        <CityPointsPopup
          uuidPartner={uuidPartner}
          city={popup.city}
          onClose={() => setPopup(null)}
          onAdd={() => setPopup({ kind: 'form', city: popup.city, point: null, fromCity: true })}
          onEdit={(point) => setPopup({ kind: 'form', city: popup.city, point, fromCity: true })}
        />
      )}
      {popup?.kind === 'form' && (
        <PointFormPopup
          uuidPartner={uuidPartner}
          city={popup.city}
          point={popup.point}
          onClose={() => setPopup(popup.fromCity ? { kind: 'city', city: popup.city } : null)}
        />
      )}
    </Stack>
  );
}
