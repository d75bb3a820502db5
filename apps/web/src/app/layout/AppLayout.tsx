import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ROUTES } from '@portal/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '#i18n';
import { Outlet, useLocation } from '#router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { withTexts } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { Header } from './Header.tsx';
import classes from './Sidebar.module.css';
import { Sidebar } from './Sidebar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { hasSidebar } from './sidebar-visibility.ts';

const NAV_ID = 'main-navigation';
// Loaded only for an admin acting for a company: company users never download it.
const ImpersonationBanner = lazy(withTexts(() => import('../../features/admin/ImpersonationBanner.tsx')));

/**
 * Shell of every signed-in page: skip link, header (banner), the customer-area sidebar (nav
 * 'Menu principale', hidden where the spec says) and <main>, where the lazy screens load.
 */
export function AppLayout({ showNotifications = true }: { showNotifications?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const withSidebar = hasSidebar(pathname);
  const { user } = useSession();
  const impersonating = user.loginUserId !== user.userId && !pathname.startsWith(ROUTES.adminPanel);
  const [opened, { toggle, close }] = useDisclosure(false);

  // Close the phone drawer after every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={
        withSidebar
          ? { width: { sm: 104, md: 256 }, breakpoint: 'sm', collapsed: { mobile: !opened } }
          : undefined
      }
      padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Header
          showNotifications={showNotifications}
          navigation={withSidebar ? { opened, toggle, controls: NAV_ID } : undefined}
        />
      </AppShell.Header>
      {withSidebar && (
        <AppShell.Navbar
          id={NAV_ID}
          aria-label={t('shell.mainMenu')}
          className={opened ? undefined : classes.navbarClosed}
        >
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          {impersonating && <ImpersonationBanner inCustomerArea />}
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
