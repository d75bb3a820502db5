import { ActionIcon, Badge, Group, Indicator, Popover, ScrollArea, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec part 1 §2.5: the notification list scrolls within 300 px. */
const LIST_MAX_HEIGHT = 300;

/**
 * Header bell and the 'Notifiche di monitoraggio' panel. For now it shows the empty state with an
 * unread count of 0; the monitoring notifications (GET /monitoraggio/segnalazioni, grouped by date,
 * mark as seen) are added here by the notifications work.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const titleId = useId();
  const unreadCount = 0;

  return (
    <Popover position="bottom-end" width={340} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Indicator label={unreadCount} size={16} disabled={unreadCount === 0} offset={4}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={
              unreadCount > 0
                ? t('notifications.openWithCount', { count: unreadCount })
                : t('notifications.open')
            }
          >
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId} p={0}>
        <Group justify="space-between" wrap="nowrap" px="md" py="sm">
          <Title order={2} fz="h5" id={titleId}>
            {t('notifications.title')}
          </Title>
          <Badge variant="light" aria-label={`${t('notifications.unread')}: ${unreadCount}`}>
            {unreadCount}
          </Badge>
        </Group>
        <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto">
          <Text c="dimmed" size="sm" px="md" pb="md">
            {t('notifications.empty')}
          </Text>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
