import {
  Badge,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Notification } from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useId } from 'react';
import { useTranslation } from '#i18n';
import { notificationsQuery, useMarkNotificationSeen } from './api.ts';
import { groupByDate, timeOf } from './grouping.ts';
import { SEVERITY } from './severity.ts';

/** Spec part 1 §2.5, §9: the notification list scrolls within 300 px. */
const LIST_HEIGHT = 300;

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const markSeen = useMarkNotificationSeen();
  const { color, icon: Icon } = SEVERITY[notification.tipoSeveritaEvento];
  const severity = t(`notifications.severity.${notification.tipoSeveritaEvento}`);
  const time = timeOf(notification.data);
  const unseen = !notification.visto;

  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      px="md"
      py="xs"
      bg={unseen ? 'var(--mantine-color-brand-0)' : undefined}
      data-seen={notification.visto}
    >
      <ThemeIcon color={color} variant="light" radius="xl" size="md" aria-hidden="true" mt={2}>
        <Icon size={16} />
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={unseen ? 700 : 400}>
          {notification.descrizioneEvento}
        </Text>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Group gap={6} style={{ minWidth: 0 }}>
            <Text size="xs" fw={600} c="gray.8">
              {severity}
            </Text>
            {time && (
              <Text size="xs" c="dimmed">
                · {time}
              </Text>
            )}
            {unseen && (
              <Text size="xs" c="dimmed">
                · {t('notifications.unseen')}
              </Text>
            )}
          </Group>
          {unseen && (
            <Button
              size="compact-xs"
              variant="subtle"
              style={{ flex: 'none' }}
              leftSection={<IconCheck size={14} aria-hidden="true" />}
              onClick={() =>
                markSeen.mutate({
                  cdRichiesta: notification.cdRichiesta,
                  idConsegna: notification.idConsegna,
                })
              }
              aria-label={`${t('notifications.markSeen')}: ${notification.descrizioneEvento}`}
            >
              {t('notifications.markSeen')}
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

/**
 * The 'Notifiche di monitoraggio' panel around the bell (see NotificationsMenu): downloaded when
 * the user first points at or focuses the bell.
 */
export default function NotificationsPanel({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const titleId = useId();
  const notifications = useQuery(notificationsQuery);
  const unreadCount = notifications.data?.unreadCount ?? 0;
  const groups = groupByDate(notifications.data?.notifications ?? []);

  return (
    <Popover position="bottom-end" width={380} shadow="md" withArrow trapFocus returnFocus>
      {/* The target is the button itself (it gets aria-expanded), the count badge sits around it. */}
      <Indicator label={unreadCount} size={16} disabled={unreadCount === 0} offset={4}>
        <Popover.Target>{trigger}</Popover.Target>
      </Indicator>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId} p={0}>
        <Group justify="space-between" wrap="nowrap" px="md" py="sm">
          <Title order={2} fz="h5" id={titleId}>
            {t('notifications.title')}
          </Title>
          <Badge variant="light" aria-label={`${t('notifications.unread')}: ${unreadCount}`}>
            {unreadCount}
          </Badge>
        </Group>
        <ScrollArea h={LIST_HEIGHT} type="auto" scrollbars="y" offsetScrollbars>
          {notifications.isError && !notifications.data ? (
            <Text c="dimmed" size="sm" px="md" pb="md">
              {t('notifications.loadError')}
            </Text>
          ) : notifications.isPending ? (
            <Text c="dimmed" size="sm" px="md" pb="md">
              {t('shell.loading')}
            </Text>
          ) : groups.length === 0 ? (
            <Text c="dimmed" size="sm" px="md" pb="md">
              {t('notifications.empty')}
            </Text>
          ) : (
            <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} pb="sm">
              {groups.map((group) => (
                <li key={group.date}>
                  <Text
                    component="h3"
                    size="xs"
                    fw={700}
                    c="dimmed"
                    px="md"
                    pt="xs"
                    pb={4}
                    m={0}
                    tt="uppercase"
                  >
                    {group.date}
                  </Text>
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {group.items.map((n) => (
                      <NotificationItem key={`${n.cdRichiesta}/${n.idConsegna}`} notification={n} />
                    ))}
                  </ul>
                </li>
              ))}
            </Box>
          )}
        </ScrollArea>
      </Popover.Dropdown>
    </Popover>
  );
}
