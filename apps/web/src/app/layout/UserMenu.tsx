import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { initials, shortName } from '@portal/domain';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import hidden from '../../components/visually-hidden.module.css';
import { useSession } from '../../lib/session.ts';
import { onDemand, useOnDemand } from './on-demand.ts';

// The Menu (with @floating-ui and the focus trap) is downloaded on the first pointer-enter/focus.
const userMenu = onDemand(() => import('./UserMenuFull.tsx'));

/**
 * Initials, short name and the menu with the user-profile link, 'Servizi' (the service-choice page,
 * spec part 1 §1; for users who may use the customer area) and 'Esci' (spec part 1 §2.5).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { Full, triggerProps } = useOnDemand(userMenu, 'menu');
  // while an analyst acts for a company: the analyst, and the company acted for
  const person = user.signedIn ?? user;
  const name = shortName(person.nome, person.cognome);
  const actingFor = user.actingFor?.companyName;

  // Named by its content ('Giulia R., menu utente'), not by an aria-label, so that the accessible
  // name contains the visible name (WCAG 2.5.3); on small screens the name is visually hidden but
  // still read.
  const trigger = (
    <UnstyledButton p={4} style={{ borderRadius: 999 }} {...triggerProps}>
      <Group gap={8} wrap="nowrap">
        <Avatar color="brand" radius="xl" size={36} aria-hidden="true">
          {initials(person.nome, person.cognome)}
        </Avatar>
        {/* on a phone the name is hidden from sight but still names the menu button */}
        <Text span fz="sm" fw={500} className={hidden.belowSm}>
          {name}
          {actingFor && (
            <Text span display="block" fz="xs" c="dimmed" lh={1.2}>
              {t('shell.actingFor', { company: actingFor })}
            </Text>
          )}
        </Text>
        <VisuallyHidden>, {t('shell.userMenu')}</VisuallyHidden>
        <IconChevronDown size={16} aria-hidden="true" />
      </Group>
    </UnstyledButton>
  );
  return Full ? <Full trigger={trigger} /> : trigger;
}
