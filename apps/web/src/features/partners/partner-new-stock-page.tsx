import { Stack } from '@mantine/core';
import { generatePath, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { NotBuiltPage, BackLink } from '../../ui';

/** /partners/card/:partnerId/newStock — adding a promotion belongs to the promotions issue; until then it says so. */
export function PartnerNewStockPage() {
  const { partnerId = '' } = useParams();
  return (
    <Stack gap="lg">
      <BackLink to={generatePath(paths.partnerCard, { partnerId })}>К карточке партнёра</BackLink>
      <NotBuiltPage title="Добавление акции" />
    </Stack>
  );
}
