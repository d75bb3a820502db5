import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  formatInstant,
  isInProgress,
  type ModuleDefinition,
  type ModuleInfo,
  moduleRoute,
  ROUTES,
} from '@portal/domain';
import { IconArrowRight, IconHourglassHigh } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { useBilingual, useModuleLabel } from '../labels.ts';

/** Contributions list filtered by one module. */
export const contributionsOfModule = (name: string) =>
  `${ROUTES.contributions}?module=${encodeURIComponent(name)}`;

/**
 * One module on the data-integration page (spec part 1 §2.2): name, description, 'Accedi al
 * modulo' (disabled while in progress, with the reason under it), the 'Salvato' badge, and the footer with the last
 * contribution, the in-progress label, the number sent and 'Vedi tutti'.
 */
export function ModuleCard({ module, info }: { module: ModuleDefinition; info: ModuleInfo | undefined }) {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const bilingual = useBilingual();
  const titleId = useId();
  const lockedId = useId();
  const title = moduleLabel(module.name);
  const inProgress = isInProgress(info?.stato);
  const saved = info?.stato === 'SALVATO';
  // a draft written but not saved waits in the module (it is not sent until saved)
  const draftDate = inProgress ? null : (info?.dataBozza ?? null);
  const hasData = (info?.numeroInvii ?? 0) > 0 || Boolean(info?.dataUltimoInvio);

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} data-module={module.name}>
      <Stack gap="sm" flex={1}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {saved && (
            <Badge color="green" variant="light">
              {t('states.saved')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" flex={1}>
          {bilingual(module.description)}
        </Text>
        {draftDate && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
              {t('integration.draft')}
            </Badge>
            <Text size="sm">{t('integration.draftText', { date: formatInstant(draftDate) })}</Text>
          </Group>
        )}
        <Group>
          {inProgress ? (
            <Stack gap={6}>
              <Button
                variant="light"
                disabled
                aria-describedby={lockedId}
                rightSection={<IconArrowRight size={16} aria-hidden="true" />}
              >
                {t('integration.openModule')}
              </Button>
              {/* a disabled button says nothing by itself: why it is disabled */}
              <Text size="sm" c="dimmed" id={lockedId}>
                {t('integration.lockedReason')}
              </Text>
            </Stack>
          ) : (
            <Button
              component={Link}
              to={moduleRoute(module.slug)}
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden="true" />}
              aria-label={`${t('integration.openModule')}: ${title}`}
            >
              {t('integration.openModule')}
            </Button>
          )}
        </Group>
      </Stack>
      <Card.Section withBorder inheritPadding py="sm" mt="md">
        {hasData ? (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {t('integration.lastContribution', { date: formatInstant(info?.dataUltimoInvio) || '-' })}
              </Text>
              {inProgress && (
                <Group gap={4} c="orange">
                  <IconHourglassHigh size={16} aria-hidden="true" />
                  <Text size="sm" fw={600} c="inherit">
                    {t('states.inProgress')}
                  </Text>
                </Group>
              )}
            </Group>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t('integration.sentCount', { count: info?.numeroInvii ?? 0 })}
              </Text>
              <Anchor component={Link} to={contributionsOfModule(module.name)} size="sm" fw={600}>
                {t('integration.seeAll')}
                <VisuallyHidden>: {title}</VisuallyHidden>
              </Anchor>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('integration.noContributions')}
          </Text>
        )}
      </Card.Section>
    </Card>
  );
}
