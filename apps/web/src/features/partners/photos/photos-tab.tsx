import { useRef, useState } from 'react';
import { Button, Card, FileButton, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { partnerPhotoLimits, partnerPhotoMessages, type PartnerPhoto } from '@sks/contract';
import { useAddPartnerPhoto, useDeletePartnerPhoto, usePartnerPhotos, useReplacePartnerPhoto } from '../../../api/partner-media';
import { ConfirmPopup, EmptyState, ErrorState, notifySuccess } from '../../../ui';
import { imageAccept, imageFileProblem } from '../../../ui/image-file';
import { photoUploadFailure } from './photo-failure';

const noticeTitle = 'Фотографии заведения';

/** The card's photos tab: add, replace and delete the partner's photos (spec 02 sections 2 and 7). */
export function PhotosTab({ uuidPartner }: { uuidPartner: string }) {
  const photos = usePartnerPhotos(uuidPartner);
  const add = useAddPartnerPhoto(uuidPartner);
  const replace = useReplacePartnerPhoto(uuidPartner);
  const remove = useDeletePartnerPhoto(uuidPartner);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PartnerPhoto | null>(null);
  // Cleared after each pick, so choosing the same file again is seen as a change.
  const resetAdd = useRef<() => void>(null);

  /** Checks the file with the contract's type and size limits, then sends it; the failure text shows above the grid. */
  const send = async (file: File | null, action: 'add' | 'replace', upload: (file: File) => Promise<unknown>) => {
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      await upload(file);
    } catch (error) {
      setProblem(photoUploadFailure(error, action));
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null);
        notifySuccess(noticeTitle, partnerPhotoMessages.deleted);
      },
    });
  };

  const full = (photos.data?.length ?? 0) >= partnerPhotoLimits.perPartner;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Фотографии заведения
        </Title>
        {!full && (
          <FileButton
            accept={imageAccept}
            resetRef={resetAdd}
            onChange={(file) => {
              resetAdd.current?.();
              void send(file, 'add', (picked) => add.mutateAsync({ uuidPartner, file: picked }));
            }}
          >
            {(props) => (
              <Button {...props} leftSection={<IconPhotoPlus size={16} />} loading={add.isPending}>
                Добавить фотографию
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        JPEG, PNG, GIF или WebP до 5 МБ, не больше {partnerPhotoLimits.perPartner} фотографий
      </Text>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {photos.isPending ? (
        <Group justify="center" py="lg" role="status" aria-label="Загрузка фотографий">
          <Loader size="sm" />
        </Group>
      ) : photos.isError ? (
        <ErrorState error={photos.error} onRetry={() => void photos.refetch()} />
      ) : photos.data.length === 0 ? (
        <EmptyState title="Фотографий пока нет" />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
          {photos.data.map((photo, index) => (
            <PhotoCard
              key={photo.uuidImg}
              photo={photo}
              number={index + 1}
              replacing={replace.isPending && replace.variables?.photo.uuidImg === photo.uuidImg}
              onReplace={(file) => void send(file, 'replace', (picked) => replace.mutateAsync({ photo, file: picked }))}
              onDelete={() => setDeleting(photo)}
            />
          ))}
        </SimpleGrid>
      )}
      <ConfirmPopup
        opened={deleting !== null}
        title="Удаление фотографии"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Удалить эту фотографию заведения?
      </ConfirmPopup>
    </Stack>
  );
}

type PhotoCardProps = {
  photo: PartnerPhoto;
  number: number;
  replacing: boolean;
  onReplace: (file: File | null) => void;
  onDelete: () => void;
};

function PhotoCard({ photo, number, replacing, onReplace, onDelete }: PhotoCardProps) {
  const reset = useRef<() => void>(null);
  const name = `Фотография ${number}`;
  return (
    <Card withBorder padding="xs" radius="md" component="figure" m={0} aria-label={name} data-key={photo.keyImg}>
      <Card.Section>
        <Image src={photo.url} alt={name} h={160} fit="cover" />
      </Card.Section>
      <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
        <FileButton
          accept={imageAccept}
          resetRef={reset}
          onChange={(file) => {
            reset.current?.();
            onReplace(file);
          }}
        >
          {(props) => (
            <Button {...props} size="compact-sm" variant="default" leftSection={<IconRefresh size={14} />} loading={replacing} aria-label={`Заменить: ${name}`}>
              Заменить
            </Button>
          )}
        </FileButton>
        <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} aria-label={`Удалить: ${name}`}>
          Удалить
        </Button>
      </Group>
    </Card>
  );
}
