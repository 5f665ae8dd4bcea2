import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePromotion } from '../../api/promotions';
import { paths } from '../../app/paths';
import { BackLink, ErrorState, PageLoader, useLoadErrorNotice } from '../../ui';
import { CodesBlock } from './card/codes-block';
import { PromotionDetails } from './card/promotion-details';
import { SalePointsBlock } from './card/sale-points-block';
import { promotionLoadTexts } from './promotion-load-texts';

/**
 * /promotions/card/:promotionId — 'Подробности акции' (spec 02 section 2). The card polls while an
 * import runs; a failed poll keeps the card shown (the notification tells the failure).
 */
export function PromotionCardPage() {
  const { promotionId = '' } = useParams();
  const promotion = usePromotion(promotionId);
  useLoadErrorNotice(promotion.error, promotionLoadTexts);

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
        <ErrorState error={promotion.error} overrides={promotionLoadTexts} onRetry={() => void promotion.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
