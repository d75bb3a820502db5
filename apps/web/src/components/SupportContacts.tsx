import { Anchor, Stack, Text } from '@mantine/core';
import type { InternalUrls } from '@portal/domain';
import { useTranslation } from '#i18n';

interface SupportContactsProps {
  contacts: InternalUrls['assistenza'];
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Support e-mail and toll-free numbers for Italy and abroad (spec part 1 §1 help box). */
export function SupportContacts({ contacts }: SupportContactsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} component="dl" m={0}>
      {[
        { term: t('shell.help.email'), href: `mailto:${contacts.email}`, text: contacts.email },
        {
          term: t('shell.help.phoneItaly'),
          href: telHref(contacts.telefonoItalia),
          text: contacts.telefonoItalia,
        },
        {
          term: t('shell.help.phoneAbroad'),
          href: telHref(contacts.telefonoEstero),
          text: contacts.telefonoEstero,
        },
      ].map(({ term, href, text }) => (
        <div key={term}>
          <Text component="dt" size="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" m={0}>
            <Anchor href={href}>{text}</Anchor>
          </Text>
        </div>
      ))}
    </Stack>
  );
}
