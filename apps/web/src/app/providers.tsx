import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { limits } from '@sks/contract';
import { createQueryClient } from './query-client';
import { SessionProvider } from './session';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme}>
      {/* The stack keeps the newest three; notify.ts drops the oldest when a fourth arrives. */}
      <Notifications position="top-right" limit={limits.notificationStack} autoClose={limits.notificationMs} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
