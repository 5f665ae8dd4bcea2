import type { University } from '@sks/contract';
import { useSetUniversityStatus } from '../../../api/universities';
import { BlockToggle } from '../../../ui';

/** Block with a reason through the popup, unblock directly with an empty reason (spec 01 section 4). */
export function UniversityStatusActions({ university }: { university: University }) {
  const setStatus = useSetUniversityStatus();
  const { uuidUniver } = university;
  return (
    <BlockToggle
      blocked={university.status === 'blocked'}
      title="Блокировка университета"
      pending={setStatus.isPending}
      onUnblock={() => setStatus.mutate({ uuidUniver, newStatus: 'active', reasonText: '' })}
      onBlock={(reasonText, done) => setStatus.mutate({ uuidUniver, newStatus: 'blocked', reasonText }, { onSuccess: done })}
    />
  );
}
