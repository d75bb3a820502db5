import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@portal/domain';

/** The toast container; loaded with the first toast (see AppProviders.tsx), not at start-up. */
export default function Toasts() {
  return <Notifications position="top-right" autoClose={TOAST_TIMEOUT_MS} limit={5} />;
}
