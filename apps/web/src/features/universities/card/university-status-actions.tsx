import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { University } from '@sks/contract';
import { useSetUniversityStatus } from '../../../api/universities';
import { BlockReasonPopup } from '../../../ui';

/** Block with a reason through the popup, unblock directly with an empty reason (spec 01 section 4). */
export function UniversityStatusActions({ university }: { university: University }) {
  const setStatus = useSetUniversityStatus();
  const [blocking, setBlocking] = useState(false);
  const { uuidUniver } = university;

  if (university.status === 'blocked') {
    return (
      <Button
        variant="light"
        color="teal"
        leftSection={<IconLockOpen size={16} />}
        loading={setStatus.isPending}
        onClick={() => setStatus.mutate({ uuidUniver, newStatus: 'active', reasonText: '' })}
      >
        Разблокировать
      </Button>
    );
  }

  return (
    <>
      <Button variant="light" color="red" leftSection={<IconLock size={16} />} onClick={() => setBlocking(true)}>
        Заблокировать
      </Button>
      <BlockReasonPopup
        opened={blocking}
        title="Блокировка университета"
        loading={setStatus.isPending}
        onConfirm={(reasonText) =>
          setStatus.mutate({ uuidUniver, newStatus: 'blocked', reasonText }, { onSuccess: () => setBlocking(false) })
        }
        onClose={() => setBlocking(false)}
      />
    </>
  );
}
