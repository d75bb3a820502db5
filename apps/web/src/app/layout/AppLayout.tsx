import { useDisclosure } from '@mantine/hooks';
import { ROUTES } from '@portal/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '#i18n';
import { Outlet, useLocation } from '#router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { withTexts } from '../../lib/i18n.ts';
import { RemoveScroll } from '../../lib/remove-scroll-class-names.ts';
import { useSession } from '../../lib/session.ts';
import shell from './AppLayout.module.css';
import { Header } from './Header.tsx';
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
  // Escape closes the open drawer and gives the focus back to the button that opened it.
  useEffect(() => {
    if (!opened) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.querySelector<HTMLElement>(`[aria-controls="${NAV_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [opened, close]);

  return (
    <div className={shell.shell} data-with-navbar={withSidebar || undefined}>
      <SkipLink />
      {/* the class keeps the fixed header in place while a modal locks the page's scroll */}
      <header className={`${shell.header} ${RemoveScroll.classNames.zeroRight}`}>
        <Header
          showNotifications={showNotifications}
          navigation={withSidebar ? { opened, toggle, controls: NAV_ID } : undefined}
        />
      </header>
      {withSidebar && (
        <nav
          id={NAV_ID}
          aria-label={t('shell.mainMenu')}
          className={shell.navbar}
          data-opened={opened || undefined}
        >
          <Sidebar onNavigate={close} />
        </nav>
      )}
      <main className={shell.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          {impersonating && <ImpersonationBanner inCustomerArea />}
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
