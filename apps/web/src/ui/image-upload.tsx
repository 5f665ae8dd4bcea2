import { useRef, useState } from 'react';
import { Button, Center, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useUploadImage } from '../api/upload';
import { imageAccept, imageFileProblem, imageUploadFailure } from './image-file';

export type ImageUploadProps = {
  label: string;
  /** The stored image's URL (the upload answer's urlFile), or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** E.g. '120x120' (spec 01 section 9), shown in the hint. */
  recommendedSize?: string;
  /** A message about the field from the form (e.g. the server's 400). */
  error?: string;
  previewSize?: number;
  /** The upload endpoint, when not the general image upload (an ad banner's has its own). */
  uploadPath?: string;
};

/**
 * An image picker: preview, choose / replace / remove. The file is checked on the client with
 * the contract's type and size limits, then uploaded; the caller receives the stored URL.
 */
export function ImageUpload({ label, value, onChange, recommendedSize, error, previewSize = 120, uploadPath }: ImageUploadProps) {
  const upload = useUploadImage(uploadPath);
  const [problem, setProblem] = useState<string | null>(null);
  // Cleared after each pick, so choosing the same file again is seen as a change.
  const resetInput = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      setProblem(imageUploadFailure(failure));
    }
  };

  const message = problem ?? error;
  const hint = [recommendedSize && `Рекомендуемый размер ${recommendedSize} px`, 'JPEG, PNG, GIF или WebP до 5 МБ']
    .filter(Boolean)
    .join('. ');

  return (
    <Input.Wrapper label={label} description={hint} error={message} role="group" aria-label={label} maw={300}>
      <Group gap="md" align="center" mt={6} wrap="nowrap">
        <Center
          w={previewSize}
          h={previewSize}
          bg="gray.0"
          style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
        >
          {value ? (
            <Image src={value} alt={`${label}: предпросмотр`} w={previewSize - 8} h={previewSize - 8} fit="contain" />
          ) : (
            <IconPhoto size={32} color="var(--mantine-color-gray-5)" aria-hidden />
          )}
        </Center>
        <Stack gap="xs">
          <FileButton onChange={choose} accept={imageAccept} resetRef={resetInput}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                {value ? 'Заменить' : 'Выбрать файл'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => {
                setProblem(null);
                onChange(null);
              }}
            >
              Удалить
            </Button>
          )}
          {upload.isPending && (
            <Text size="xs" c="dimmed" role="status">
              Загрузка…
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
