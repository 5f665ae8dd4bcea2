import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { partnerMessages } from '@sks/contract';
import { usePartner } from '../../api/partners';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, PageLoader } from '../../ui';
import { PartnerDetails } from './card/partner-details';
import { PartnerHeader } from './card/partner-header';
import { PartnerTabs } from './card/partner-tabs';

/** /partners/card/:partnerId — the partner card (spec 02 section 2). */
export function PartnerCardPage() {
  const { partnerId = '' } = useParams();
  const partner = usePartner(partnerId);

  return (
    <Stack gap="lg">
      <BackLink to={paths.partners}>К списку партнёров</BackLink>
      <Title order={1} size="h2">
        {partner.data?.isFederalPartner ? 'Карточка партнера (федеральный партнер)' : 'Карточка партнера'}
      </Title>
      {partner.isPending ? (
        <PageLoader />
      ) : partner.isError ? (
        <CardLoadError error={partner.error} notFound={partnerMessages.notFound} onRetry={() => void partner.refetch()} />
      ) : (
        <>
          <PartnerHeader partner={partner.data} />
          <PartnerDetails partner={partner.data} />
          <PartnerTabs partner={partner.data} />
        </>
      )}
    </Stack>
  );
}
