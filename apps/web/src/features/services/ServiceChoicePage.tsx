import './register-locales.ts';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { ROUTES } from '@portal/domain';
import {
  IconArrowRight,
  IconCoins,
  IconLeaf,
  IconLock,
  IconRadar,
  IconShieldCheck,
} from '@tabler/icons-react';
import { type ComponentType, useId } from 'react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { PageTitle } from '../../components/PageTitle.tsx';

interface Service {
  /** `services.items.<key>.title` / `.description` */
  key: 'creditStanding' | 'insolvencyMonitoring' | 'grants' | 'sustainability';
  icon: ComponentType<{ size?: number }>;
  /** Where an active service leads; null when the service is not active. */
  to: string | null;
}

/**
 * The four services of spec part 1 §1. Which are active is not in any call: credit standing
 * management (this area, reached only with the credibility enablement) and the sustainability
 * assessment (/sostenibilita) are; monitoring and grants search are not offered here yet.
 */
const SERVICES: readonly Service[] = [
  { key: 'creditStanding', icon: IconShieldCheck, to: ROUTES.overview },
  { key: 'insolvencyMonitoring', icon: IconRadar, to: null },
  { key: 'grants', icon: IconCoins, to: null },
  { key: 'sustainability', icon: IconLeaf, to: ROUTES.sustainability },
];

function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation();
  const headingId = useId();
  const active = service.to !== null;
  const Icon = service.icon;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <ThemeIcon
            size={44}
            radius="md"
            variant="light"
            color={active ? 'brand' : 'gray'}
            aria-hidden="true"
          >
            <Icon size={26} />
          </ThemeIcon>
          <Badge
            variant="default"
            tt="none"
            leftSection={
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: 8,
                  height: 8,
                  borderRadius: 999,
                  background: `var(--mantine-color-${active ? 'green-7' : 'gray-5'})`,
                }}
              />
            }
          >
            {active ? t('services.active') : t('services.inactive')}
          </Badge>
        </Group>
        <Title order={2} fz="h4" id={headingId}>
          {t(`services.items.${service.key}.title`)}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {t(`services.items.${service.key}.description`)}
        </Text>
        {service.to ? (
          <Button
            component={Link}
            to={service.to}
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('services.open')}
            <VisuallyHidden>: {t(`services.items.${service.key}.title`)}</VisuallyHidden>
          </Button>
        ) : (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconLock size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm">{t('services.inactiveText')}</Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Service choice (spec part 1 §1): the four services, inactive ones with how to activate them. */
export default function ServiceChoicePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageTitle>{t('services.title')}</PageTitle>
      <Text c="dimmed">{t('services.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {SERVICES.map((service) => (
          <ServiceCard key={service.key} service={service} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
