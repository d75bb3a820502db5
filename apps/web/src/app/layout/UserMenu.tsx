import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { initials, ROUTES, shortName } from '@portal/domain';
import { IconApps, IconChevronDown, IconExternalLink, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout, useSession } from '../../lib/session.ts';
import { canUseCredibility } from '../access.ts';
import classes from './UserMenu.module.css';

/**
 * Initials, short name and the menu with the user-profile link, 'Servizi' (the service-choice page,
 * spec part 1 §1; for users who may use the customer area) and 'Esci' (spec part 1 §2.5).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, urls } = useSession();
  const logout = useLogout();
  const name = shortName(user.nome, user.cognome);

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by its content ('Giulia R., menu utente'), not by an aria-label, so that the
            accessible name contains the visible name (WCAG 2.5.3); on small screens the name is
            visually hidden but still read. */}
        <UnstyledButton p={4} style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={36} aria-hidden="true">
              {initials(user.nome, user.cognome)}
            </Avatar>
            <Text span fz="sm" fw={500} className={classes.name}>
              {name}
            </Text>
            <VisuallyHidden>, {t('shell.userMenu')}</VisuallyHidden>
            <IconChevronDown size={16} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.nome} {user.cognome}
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
  );
}
