import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { downloadCodesFile } from '../../../api/promotions';
import { notifyError, saveFile } from '../../../ui';

/** The promotion's promo-code file, fetched with the console's token: it is private, so no plain link reaches it. */
export function CodesFileDownload({ uuidStock }: { uuidStock: string }) {
  const download = useMutation({
    mutationFn: () => downloadCodesFile(uuidStock),
    onSuccess: (blob) => saveFile(blob, `promocodes-${uuidStock}.csv`),
    onError: (error) => notifyError(error),
  });
  return (
    <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} loading={download.isPending} onClick={() => download.mutate()}>
      Скачать файл промокодов
    </Button>
  );
}
