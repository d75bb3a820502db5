import { Anchor, Burger, Group, Text, ThemeIcon } from '@mantine/core';
import { ROUTES } from '@portal/domain';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { NotificationsMenu } from '../../features/notifications/index.ts';
import { HelpMenu } from './HelpMenu.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';

interface HeaderProps {
  showNotifications: boolean;
  /** Present when the page has a sidebar: the burger opens it on phones. */
  navigation?: { opened: boolean; toggle: () => void; controls: string };
}

export function Header({ showNotifications, navigation }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        {navigation && (
          <Burger
            opened={navigation.opened}
            onClick={navigation.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={navigation.opened ? t('shell.closeNavigation') : t('shell.openNavigation')}
            aria-expanded={navigation.opened}
            aria-controls={navigation.controls}
          />
        )}
        <Anchor component={Link} to={ROUTES.root} underline="never" c="inherit" aria-label={t('shell.home')}>
          <Group gap={8} wrap="nowrap">
            <ThemeIcon size={32} radius="md" aria-hidden="true">
              <IconShieldCheck size={20} />
            </ThemeIcon>
            <Text span fw={700} fz="lg" c="brand.8" visibleFrom="xs">
              {t('shell.productName')}
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap={4} wrap="nowrap">
        <HelpMenu />
        <LanguageSwitch />
        {showNotifications && <NotificationsMenu />}
        <UserMenu />
      </Group>
    </Group>
  );
}
