import { Center, Loader } from '@mantine/core';

/** Loading state of a page, or of the whole screen while the session is checked. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center h={fullScreen ? '100dvh' : 240} role="status" aria-label="Загрузка">
      <Loader size={fullScreen ? 'lg' : 'md'} />
    </Center>
  );
}
