import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { promotionMessages } from '@sks/contract';
import { usePromotion } from '../../api/promotions';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, PageLoader } from '../../ui';
import { CodesBlock } from './card/codes-block';
import { PromotionDetails } from './card/promotion-details';
import { SalePointsBlock } from './card/sale-points-block';

/**
 * /promotions/card/:promotionId — 'Подробности акции' (spec 02 section 2). The card polls while an
 * import runs; a failed poll keeps the card shown (the notification tells the failure).
 */
export function PromotionCardPage() {
  const { promotionId = '' } = useParams();
  const promotion = usePromotion(promotionId);

  return (
    <Stack gap="lg">
      <BackLink to={paths.promotions}>К списку акций</BackLink>
      <Title order={1} size="h2">
        Подробности акции
      </Title>
      {promotion.data ? (
        <>
          <PromotionDetails promotion={promotion.data} />
          <CodesBlock uuidStock={promotion.data.uuidStock} lastImport={promotion.data.lastImport} hasFile={promotion.data.fileUrl !== null} />
          <SalePointsBlock promotion={promotion.data} />
        </>
      ) : promotion.isError ? (
        <CardLoadError error={promotion.error} notFound={promotionMessages.notFound} onRetry={() => void promotion.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
