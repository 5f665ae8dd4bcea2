import { Suspense, useEffect } from 'react';
import { AppShell, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../ui';
import { useSession, useSignedInAdmin } from '../session';
import { AdminCard } from './admin-card';
import { MainMenu } from './main-menu';
import { PageErrorBoundary } from './page-error-boundary';
import './shell.css';

/** The signed-in frame: sidebar with menu and admin card, the page on the right. */
export function AppLayout() {
  const admin = useSignedInAdmin();
  const { signOut } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  const closeMenu = menu.close;
  const { pathname } = useLocation();

  // On a phone the menu covers the page: close it once a page is chosen.
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  return (
    <AppShell navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }} padding="lg">
      <AppShell.Navbar p="sm" aria-label="Главное меню">
        <AppShell.Section>
          <Group justify="space-between" px="sm" pb="sm">
            <Text fw={700} size="lg">
              СКС
            </Text>
            <Burger hiddenFrom="sm" size="sm" opened={menuOpened} onClick={menu.close} aria-label="Закрыть меню" />
          </Group>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          <MainMenu role={admin.role} />
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <AdminCard admin={admin} onSignOut={signOut} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Burger hiddenFrom="sm" size="sm" mb="md" opened={menuOpened} onClick={menu.open} aria-label="Открыть меню" />
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
