import { Anchor, Stack, Text } from '@mantine/core';
import type { InternalUrls } from '@portal/domain';
import { useTranslation } from 'react-i18next';

interface SupportContactsProps {
  contacts: InternalUrls['assistenza'];
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Support e-mail and toll-free numbers for Italy and abroad (spec part 1 §1 help box). */
export function SupportContacts({ contacts }: SupportContactsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} component="dl" m={0}>
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {t('shell.help.email')}
        </Text>
        <Text component="dd" m={0}>
          <Anchor href={`mailto:${contacts.email}`}>{contacts.email}</Anchor>
        </Text>
      </div>
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {t('shell.help.phoneItaly')}
        </Text>
        <Text component="dd" m={0}>
          <Anchor href={telHref(contacts.telefonoItalia)}>{contacts.telefonoItalia}</Anchor>
        </Text>
      </div>
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {t('shell.help.phoneAbroad')}
        </Text>
        <Text component="dd" m={0}>
          <Anchor href={telHref(contacts.telefonoEstero)}>{contacts.telefonoEstero}</Anchor>
        </Text>
      </div>
    </Stack>
  );
}
