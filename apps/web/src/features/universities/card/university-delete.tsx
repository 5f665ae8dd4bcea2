import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { universityMessages, type University } from '@sks/contract';
import { useDeleteUniversity } from '../../../api/universities';
import { paths } from '../../../app/paths';
import { ConfirmPopup, notifySuccess } from '../../../ui';

/**
 * Removes a university left half-made (the wizard creates it at step 1); the server refuses one
 * with students, and that refusal comes as the common notification.
 */
export function UniversityDelete({ university }: { university: University }) {
  const navigate = useNavigate();
  const remove = useDeleteUniversity();
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);

  const confirm = () =>
    remove.mutate(university.uuidUniver, {
      onSuccess: () => {
        notifySuccess(universityMessages.deleted, university.shortName);
        void navigate(paths.universities);
      },
      onError: close,
    });

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setAsking(true)}>
        Удалить
      </Button>
      <ConfirmPopup opened={asking} title="Удаление университета" loading={remove.isPending} onConfirm={confirm} onClose={close}>
        {universityMessages.deleteConfirm(university.shortName)}
      </ConfirmPopup>
    </>
  );
}
