import { Popover, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useId } from 'react';
import { useTranslation } from '#i18n';
import { SupportContacts } from '../../components/SupportContacts.tsx';
import type { Session } from '../../lib/session.ts';

/** The help box itself (see HelpMenu): downloaded when the user first points at or focuses it. */
export default function HelpPopover({
  trigger,
  urls,
}: {
  trigger: ReactElement;
  urls: NonNullable<Session['urls']>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover position="bottom-end" width={280} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>{trigger}</Popover.Target>
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
