import { useState } from 'react';
import { Button, FileButton, Group, Input, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconX } from '@tabler/icons-react';
import { codesUpload, promotionMessages } from '@sks/contract';
import { HttpError } from '../../../api/http-error';
import { useUploadCodes } from '../../../api/promotions';
import { notifyError } from '../../../ui';
import { isCsvName, type ChosenFile } from './promotion-form-state';

type CodesFileFieldProps = {
  id: string;
  value: ChosenFile | null;
  onChange: (file: ChosenFile | null) => void;
  /** The promotion already has a file: a new one adds its codes. */
  hasStoredFile: boolean;
  error?: string;
  onUploadingChange: (uploading: boolean) => void;
};

/**
 * The promo-code file: a .csv is uploaded as soon as it is chosen (the server checks its
 * content too); anything else opens the 'Неверный формат файла' modal (spec 02 section 5).
 */
export function CodesFileField({ id, value, onChange, hasStoredFile, error, onUploadingChange }: CodesFileFieldProps) {
  const upload = useUploadCodes();
  const [badFile, setBadFile] = useState(false);

  const choose = (file: File | null) => {
    if (!file) return;
    if (!isCsvName(file.name)) {
      setBadFile(true);
      return;
    }
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (fileUrl) => onChange({ name: file.name, fileUrl }),
      onError: (failure) => {
        if (failure instanceof HttpError && failure.status === 415) setBadFile(true);
        else notifyError(failure);
      },
      onSettled: () => onUploadingChange(false),
    });
  };

  return (
    <Input.Wrapper
      id={id}
      label="Файл промокодов"
      description={
        hasStoredFile
          ? 'У акции уже есть файл. Новый файл CSV добавит свои промокоды к акции.'
          : 'Файл CSV: по одному промокоду в строке'
      }
      error={error}
    >
      <Stack gap="xs" mt={6}>
        <Group gap="sm">
          <FileButton onChange={choose} accept={`${codesUpload.extension},${codesUpload.contentType}`}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileSpreadsheet size={16} />} disabled={upload.isPending}>
                {value ? 'Выбрать другой файл' : 'Выбрать файл'}
              </Button>
            )}
          </FileButton>
          {upload.isPending && (
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="sm">Загружаем файл…</Text>
            </Group>
          )}
          {value && !upload.isPending && (
            <Group gap={4}>
              <Text size="sm" fw={600} aria-label="Выбранный файл">
                {value.name}
              </Text>
              <Button variant="subtle" color="gray" size="compact-xs" aria-label="Убрать файл" onClick={() => onChange(null)}>
                <IconX size={14} />
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
      <Modal opened={badFile} onClose={() => setBadFile(false)} title="Файл не загружен" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
        <Stack gap="md">
          <Text>{promotionMessages.badFile}</Text>
          <Text size="sm" c="dimmed">
            Выберите файл CSV.
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setBadFile(false)}>Понятно</Button>
          </Group>
        </Stack>
      </Modal>
    </Input.Wrapper>
  );
}
