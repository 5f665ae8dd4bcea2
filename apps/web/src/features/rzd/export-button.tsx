import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { rzdMessages } from '@sks/contract';
import { useExportRzd, type RzdListRequest } from '../../api/rzd';
import { notifyErrorText, saveFile } from '../../ui';

/** Downloads the export of the current filter and sort: an authorised fetch, saved from a Blob. */
export function ExportButton({ request }: { request: Omit<RzdListRequest, 'page'> }) {
  const download = useExportRzd();
  const save = () =>
    download.mutate(request, {
      onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? 'rzd-applications.csv'),
      onError: () => notifyErrorText(rzdMessages.exportFailed),
    });
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={download.isPending} onClick={save}>
      Выгрузить CSV
    </Button>
  );
}
