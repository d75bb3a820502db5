import { Button, Popover, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportContacts } from '../../components/SupportContacts.tsx';
import { useSession } from '../../lib/session.ts';

/** The help box (spec part 1 §1): support e-mail and toll-free numbers, from the header. */
export function HelpMenu() {
  const { t } = useTranslation();
  const { urls } = useSession();
  const titleId = useId();
  if (!urls) return null;

  return (
    <Popover position="bottom-end" width={280} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          px={6}
          aria-label={t('shell.help.open')}
          leftSection={<IconHelpCircle size={20} aria-hidden="true" />}
          styles={{ section: { marginInlineEnd: 0 } }}
        >
          <Text span visibleFrom="md" ml={6} fz="sm">
            {t('shell.help.open')}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Title order={2} fz="h5" id={titleId}>
          {t('shell.help.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('shell.help.intro')}
        </Text>
        <SupportContacts contacts={urls.assistenza} />
      </Popover.Dropdown>
    </Popover>
  );
}
