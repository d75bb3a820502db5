import './register-locales.ts';
import { Menu } from '@mantine/core';
import { ROUTES } from '@portal/domain';
import { IconApps, IconExternalLink, IconLogout, IconMail, IconUserCircle } from '@tabler/icons-react';
import { type ReactElement, useState } from 'react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { useLogout, useSession } from '../../lib/session.ts';
import { canUseCredibility } from '../access.ts';
import { MailPreferencesModal } from './MailPreferencesModal.tsx';

/** The user menu itself (see UserMenu): downloaded when the user first points at or focuses it. */
export default function UserMenuFull({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const { user, urls } = useSession();
  const logout = useLogout();
  const [mailOpen, setMailOpen] = useState(false);

  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md" withinPortal>
        <Menu.Target>{trigger}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {(user.signedIn ?? user).nome} {(user.signedIn ?? user).cognome}
            {user.actingFor && ` — ${t('shell.actingFor', { company: user.actingFor.companyName })}`}
          </Menu.Label>
          {urls && (
            <Menu.Item
              component="a"
              href={urls.profiloUtente}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconUserCircle size={18} aria-hidden="true" />}
              rightSection={<IconExternalLink size={14} aria-hidden="true" />}
              aria-label={`${t('shell.userProfile')} ${t('shell.opensInNewTab')}`}
            >
              {t('shell.userProfile')}
            </Menu.Item>
          )}
          {canUseCredibility(user) && (
            <Menu.Item
              component={Link}
              to={ROUTES.serviceChoice}
              leftSection={<IconApps size={18} aria-hidden="true" />}
            >
              {t('shell.services')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconMail size={18} aria-hidden="true" />}
            onClick={() => setMailOpen(true)}
          >
            {t('mailPreferences.menu')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red.9"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {t('shell.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <MailPreferencesModal opened={mailOpen} onClose={() => setMailOpen(false)} />
    </>
  );
}
