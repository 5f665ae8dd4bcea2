import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { messages, type SignedInAdmin } from '@sks/contract';

/** Bottom of the sidebar: who is signed in, and the way out. */
export function AdminCard({ admin, onSignOut }: { admin: SignedInAdmin; onSignOut: () => void }) {
  const fullName = `${admin.name} ${admin.surname}`.trim();
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Avatar name={fullName} color="initials" aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {admin.login}
          </Text>
        </div>
      </Group>
      <Button variant="subtle" color="gray" justify="flex-start" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
        {messages.shell.logout}
      </Button>
    </Stack>
  );
}
