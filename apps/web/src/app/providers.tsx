import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@portal/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// Under Vitest, Mantine renders without transitions and portals.
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

function TranslatedModals({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalsProvider labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }}>
      {children}
    </ModalsProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        env={mantineEnv}
      >
        <QueryClientProvider client={queryClient}>
          <TranslatedModals>
            <Notifications position="top-right" autoClose={TOAST_TIMEOUT_MS} limit={5} />
            {children}
          </TranslatedModals>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
