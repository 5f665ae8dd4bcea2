import { partnerBlockPresets, type Partner } from '@sks/contract';
import { useSetPartnerStatus } from '../../../api/partners';
import { BlockToggle } from '../../../ui';

/** Block with a reason through the popup, unblock directly (spec 02 section 4). */
export function PartnerStatusActions({ partner }: { partner: Partner }) {
  const setStatus = useSetPartnerStatus();
  const id = partner.uuidPartner;
  return (
    <BlockToggle
      blocked={partner.status === 'blocked'}
      title="Блокировка партнёра"
      presets={partnerBlockPresets}
      pending={setStatus.isPending}
      onUnblock={() => setStatus.mutate({ id, body: { status: 'active', reasonBlocked: null } })}
      onBlock={(reasonBlocked, done) => setStatus.mutate({ id, body: { status: 'blocked', reasonBlocked } }, { onSuccess: done })}
    />
  );
}
