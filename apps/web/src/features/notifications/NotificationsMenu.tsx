import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#i18n';
import { onDemand, useOnDemand } from '../../app/layout/on-demand.ts';
import { notificationKeys, notificationsQuery } from './api.ts';

// The panel (Popover, ScrollArea, the list) is downloaded on the first pointer-enter/focus.
const panel = onDemand(() => import('./NotificationsPanel.tsx'));

/** The portal's own notifications are worded in the interface's language: read them again on a switch. */
function useRefetchOnLanguageChange(language: string | undefined) {
  const queryClient = useQueryClient();
  const shown = useRef(language);
  useEffect(() => {
    if (language === shown.current) return;
    shown.current = language;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  }, [language, queryClient]);
}

/**
 * Header bell and the 'Notifiche di monitoraggio' panel (spec part 1 §2.5, §4): unread count on the
 * bell, the list grouped by day (newest first) in a 300 px scroll area, mark as seen (optimistic).
 */
export function NotificationsMenu() {
  const { t, i18n } = useTranslation();
  const notifications = useQuery(notificationsQuery);
  useRefetchOnLanguageChange(i18n.resolvedLanguage);
  const { Full, triggerProps } = useOnDemand(panel, 'dialog');
  const unreadCount = notifications.data?.unreadCount ?? 0;

  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={
        unreadCount > 0 ? t('notifications.openWithCount', { count: unreadCount }) : t('notifications.open')
      }
      {...triggerProps}
    >
      <IconBell size={22} aria-hidden="true" />
    </ActionIcon>
  );
  if (Full) return <Full trigger={trigger} />;
  return (
    <Indicator label={unreadCount} size={16} disabled={unreadCount === 0} offset={4}>
      {trigger}
    </Indicator>
  );
}
