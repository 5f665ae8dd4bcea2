import { Badge, Card, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Partner } from '@sks/contract';
import { CommentsTab } from '../feedback/comments-tab';
import { ComplaintsTab } from '../feedback/complaints-tab';
import { PhotosTab } from '../photos/photos-tab';
import { SalePointsTab } from '../sale-points/sale-points-tab';
import { VacanciesTab } from '../vacancies/vacancies-tab';
import { DiscountsTab } from './discounts-tab';
import { StocksTab } from './stocks-tab';
import { partnerTabOf, partnerTabs, tabParam, type PartnerTab } from './tab-param';

const countOf: Record<PartnerTab, (p: Partner) => number> = {
  discounts: (p) => p.countDiscounts,
  stocks: (p) => p.countStocks,
  salePoints: (p) => p.countSalePoints,
  photos: (p) => p.countPhoto,
  comments: (p) => p.countComments,
  complaints: (p) => p.countComplaints,
  vacancies: (p) => p.countVacancies,
};

/** The card's tabs with their counts; the open one is kept in the URL (?tab=…), so a reload keeps it. */
export function PartnerTabs({ partner }: { partner: Partner }) {
  const [query, setQuery] = useSearchParams();
  const active = partnerTabOf(query.get(tabParam));
  const id = partner.uuidPartner;

  const open = (tab: string | null) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(tabParam, partnerTabOf(tab));
        return next;
      },
      { replace: true },
    );

  return (
    <Card withBorder padding="lg" radius="md">
      <Tabs value={active} onChange={open} keepMounted={false}>
        <Tabs.List mb="md">
          {partnerTabs.map(({ value, label }) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                <Badge size="sm" variant={value === active ? 'filled' : 'light'} circle={countOf[value](partner) < 10}>
                  {countOf[value](partner)}
                </Badge>
              }
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="discounts">
          <DiscountsTab uuidPartner={id} discounts={partner.discounts} />
        </Tabs.Panel>
        <Tabs.Panel value="stocks">
          <StocksTab uuidPartner={id} stocks={partner.stocks} countStocks={partner.countStocks} partnerName={partner.name} />
        </Tabs.Panel>
        <Tabs.Panel value="salePoints">
          <SalePointsTab uuidPartner={id} />
        </Tabs.Panel>
        <Tabs.Panel value="photos">
          <PhotosTab uuidPartner={id} />
        </Tabs.Panel>
        <Tabs.Panel value="comments">
          <CommentsTab uuidPartner={id} />
        </Tabs.Panel>
        <Tabs.Panel value="complaints">
          <ComplaintsTab uuidPartner={id} />
        </Tabs.Panel>
        <Tabs.Panel value="vacancies">
          <VacanciesTab uuidPartner={id} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
