import { Menu } from '@mantine/core';
import { LOCALES, type Locale } from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from '#i18n';
import { changeLocale, loadLocale } from '../../lib/i18n.ts';

/** The language menu itself (see LanguageSwitch): downloaded when the user first points at it. */
export default function LanguageMenu({ trigger, current }: { trigger: ReactElement; current: Locale }) {
  const { t } = useTranslation();
  return (
    <Menu
      position="bottom-end"
      width={160}
      shadow="md"
      // the texts of the other languages start downloading when the menu opens
      onOpen={() => {
        for (const locale of LOCALES) void loadLocale(locale).catch(() => undefined);
      }}
    >
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            rightSection={locale === current ? <IconCheck size={16} aria-hidden="true" /> : undefined}
            onClick={() => void changeLocale(locale)}
          >
            {t(`shell.languages.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
