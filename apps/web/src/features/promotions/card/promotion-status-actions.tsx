import { promotionBlockPresets, type Promotion } from '@sks/contract';
import { useSetPromotionStatus } from '../../../api/promotions';
import { BlockToggle } from '../../../ui';

/**
 * Spec 02 section 4: an active promotion is blocked with a reason from the popup; any other is
 * unblocked directly, as active with an empty reason. The answer is the refreshed card.
 */
export function PromotionStatusActions({ promotion }: { promotion: Promotion }) {
  const setStatus = useSetPromotionStatus();
  const id = promotion.uuidStock;
  return (
    <BlockToggle
      blocked={promotion.status !== 'active'}
      title="Блокировка акции"
      presets={promotionBlockPresets}
      pending={setStatus.isPending}
      onUnblock={() => setStatus.mutate({ id, body: { status: 'active', reasonBlocked: '' } })}
      onBlock={(reasonBlocked, done) => setStatus.mutate({ id, body: { status: 'blocked', reasonBlocked } }, { onSuccess: done })}
    />
  );
}
