import { Button, Menu, Text } from '@mantine/core';
import { LOCALES, type Locale } from '@portal/domain';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale, isLocale } from '../../lib/i18n.ts';

/**
 * Interface language (it default, en): a menu button named 'Lingua: Italiano' / 'Language: English'
 * (the visible current language is part of the name) with the items 'Italiano' and 'English', each
 * written in its own language. The choice is kept in localStorage and sets <html lang>.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
  const currentName = t(`shell.languages.${current}`);

  return (
    <Menu position="bottom-end" width={160} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          px={6}
          aria-label={`${t('shell.language')}: ${currentName}`}
          leftSection={<IconLanguage size={20} aria-hidden="true" />}
          styles={{ section: { marginInlineEnd: 0 } }}
        >
          <Text span visibleFrom="sm" ml={6} fz="sm">
            {currentName}
          </Text>
        </Button>
      </Menu.Target>
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
