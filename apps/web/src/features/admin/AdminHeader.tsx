import { Button, Group, Stack } from '@mantine/core';
import { ROUTES } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { Link, useLocation } from '#router';
import ImpersonationBanner from './ImpersonationBanner.tsx';
import { NotesModal } from './NotesModal.tsx';
import { useSelectedCompany } from './use-selected-company.ts';

/**
 * Header of the admin pages (spec part 1 §2.6): tabs Dashboard, Contributions, Notes and the link
 * to the app overview — the last three disabled on the dashboard and until a subject is selected —
 * plus the review queue across companies (issue 13), and the banner naming the company the admin
 * acts for, with 'Termina' to end it.
 */
export function AdminHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { selected, company } = useSelectedCompany();
  const [notesOpen, setNotesOpen] = useState(false);
  const companyTabs = selected && pathname !== ROUTES.adminPanel;

  const tab = (path: string, label: string, enabled: boolean) => {
    const current = pathname === path || (path === ROUTES.adminQueue && pathname.startsWith(`${path}/`));
    return enabled ? (
      <Button
        component={Link}
        to={path}
        variant={current ? 'filled' : 'subtle'}
        aria-current={current ? 'page' : undefined}
      >
        {label}
      </Button>
    ) : (
      <Button variant="subtle" disabled>
        {label}
      </Button>
    );
  };

  return (
    <Stack gap="sm" mb="lg">
      <Group component="nav" aria-label={t('admin.header.navLabel')} justify="space-between" wrap="wrap">
        <Group gap="xs">
          {tab(ROUTES.adminPanel, t('admin.header.dashboard'), true)}
          {tab(ROUTES.adminQueue, t('admin.header.queue'), true)}
          {tab(ROUTES.adminContributions, t('admin.header.contributions'), companyTabs)}
          <Button variant="subtle" disabled={!companyTabs} onClick={() => setNotesOpen(true)}>
            {t('admin.header.notes')}
          </Button>
        </Group>
        {companyTabs ? (
          <Button component={Link} to={ROUTES.overview} variant="light">
            {t('admin.header.goToOverview')}
          </Button>
        ) : (
          <Button variant="light" disabled>
            {t('admin.header.goToOverview')}
          </Button>
        )}
      </Group>
      <ImpersonationBanner />
      {selected && (
        <NotesModal
          opened={notesOpen}
          onClose={() => setNotesOpen(false)}
          denominazione={company?.denominazione}
        />
      )}
    </Stack>
  );
}
