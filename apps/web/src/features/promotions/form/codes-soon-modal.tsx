import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { promotionMessages } from '@sks/contract';

/** Spec 02 section 4: after a save with a promo-code file, before leaving the form. */
export function CodesSoonModal({ opened, onContinue }: { opened: boolean; onContinue: () => void }) {
  return (
    <Modal opened={opened} onClose={onContinue} title="Акция сохранена" centered withCloseButton={false} closeOnClickOutside={false}>
      <Stack gap="md">
        <Text>{promotionMessages.codesSoon}</Text>
        <Group justify="flex-end">
          <Button onClick={onContinue} data-autofocus>
            {promotionMessages.codesContinue}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
