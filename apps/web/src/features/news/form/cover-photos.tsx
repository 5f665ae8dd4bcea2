import { useRef, useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { newsLimits } from '@sks/contract';
import { useDeleteNewsPhoto, useUploadNewsPhoto } from '../../../api/news';
import { coverAccept, coverFileProblem, coverUploadFailure } from './cover-file';
import { fieldId, type NewsForm } from './use-news-form';

const thumb = 96;

type CoverPhotosProps = {
  form: NewsForm;
  /** Photos the saved item already has: removing one only drops it from the form, the save deletes it. */
  savedPhotoIds: readonly string[];
};

/**
 * Cover images: each chosen file is checked (jpg, gif, png, 5 MB) and uploaded to
 * POST /v1/news/photo at once; the item takes their keys when saved.
 */
export function CoverPhotos({ form, savedPhotoIds }: CoverPhotosProps) {
  const upload = useUploadNewsPhoto();
  const removeUploaded = useDeleteNewsPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  // Cleared after each pick, so choosing the same file again is seen as a change.
  const resetInput = useRef<() => void>(null);
  const { photos } = form.values;

  const choose = async (files: File[]) => {
    resetInput.current?.();
    setProblem(null);
    const room = newsLimits.photosMax - photos.length;
    let added = [...photos];
    for (const file of files.slice(0, room)) {
      const refused = coverFileProblem(file);
      if (refused) {
        setProblem(refused);
        continue;
      }
      try {
        added = [...added, await upload.mutateAsync(file)];
        form.change({ photos: added }, ['photos']);
      } catch (failure) {
        setProblem(coverUploadFailure(failure));
      }
    }
  };

  const remove = (uuidPhoto: string) => {
    setProblem(null);
    form.change({ photos: photos.filter((p) => p.uuidPhoto !== uuidPhoto) }, ['photos']);
    // A photo uploaded in this form is attached to nothing yet: it goes now.
    if (!savedPhotoIds.includes(uuidPhoto)) removeUploaded.mutate(uuidPhoto);
  };

  return (
    <Input.Wrapper
      id={fieldId('photos')}
      label="Обложки"
      description={`JPEG, PNG или GIF до 5 МБ, не больше ${newsLimits.photosMax}`}
      error={problem ?? form.errors.photos}
      role="group"
      aria-label="Обложки"
    >
      <Group gap="sm" mt={6} align="center">
        {photos.map((photo, i) => (
          <div key={photo.uuidPhoto} style={{ position: 'relative' }}>
            <Image src={photo.urlFile} alt={`Обложка ${i + 1}`} w={thumb} h={thumb} radius="md" fit="cover" />
            <ActionIcon
              size="sm"
              radius="xl"
              color="red"
              aria-label={`Удалить обложку ${i + 1}`}
              style={{ position: 'absolute', top: 4, right: 4 }}
              onClick={() => remove(photo.uuidPhoto)}
            >
              <IconX size={14} />
            </ActionIcon>
          </div>
        ))}
        {photos.length < newsLimits.photosMax && (
          <Stack gap={4}>
            <FileButton onChange={(files) => void choose(files)} accept={coverAccept} multiple resetRef={resetInput}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPlus size={16} />} loading={upload.isPending}>
                  Добавить обложку
                </Button>
              )}
            </FileButton>
            {upload.isPending && (
              <Text size="xs" c="dimmed" role="status">
                Загрузка…
              </Text>
            )}
          </Stack>
        )}
      </Group>
    </Input.Wrapper>
  );
}
