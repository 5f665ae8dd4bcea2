import { Badge, Tooltip } from '@mantine/core';
import { partnerMarker } from '@sks/contract';

/** The F (federal) or M (local) letter before a partner's name, named for screen readers. */
export function PartnerMark({ isFederalPartner }: { isFederalPartner: boolean }) {
  const marker = partnerMarker(isFederalPartner);
  return (
    <Tooltip label={marker.label}>
      <Badge
        size="sm"
        radius="sm"
        variant={isFederalPartner ? 'filled' : 'light'}
        color={isFederalPartner ? 'indigo' : 'gray'}
        aria-label={marker.label}
        style={{ flexShrink: 0 }}
      >
        {marker.letter}
      </Badge>
    </Tooltip>
  );
}
