import './register-locales.ts';
import {
  Alert,
  Anchor,
  Card,
  Divider,
  EmptyState,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { ESG_SCORE_CLASSES, ROUTES, SDG_PROPENSITY_CLASSES, sustainabilitySchema } from '@portal/domain';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconExternalLink,
  IconLeaf,
  IconPlant2,
} from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { LevelScale } from '../../components/LevelScale.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { apiRequest } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { ESG_LEVEL_KEYS, SDG_LEVEL_KEYS, sustainabilityView } from '../../lib/sustainability-levels.ts';

/** GET /api/v1/soggetto/sostenibilita (spec part 1 §7). The page shows its own error. */
const sustainabilityQuery = queryOptions({
  queryKey: ['sustainability'],
  queryFn: ({ signal }) => apiRequest('/soggetto/sostenibilita', sustainabilitySchema, { signal }),
  meta: { silentError: true },
});

function LevelView({
  kind,
  levels,
  current,
}: {
  kind: 'score' | 'propensity';
  levels: readonly { key: string; label: string }[];
  current: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const currentLabel = levels.find((l) => l.key === current)?.label ?? '-';
  return (
    <Card withBorder padding="xl" radius="md" component="section" aria-labelledby={headingId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden="true">
          {kind === 'score' ? <IconLeaf size={28} /> : <IconPlant2 size={28} />}
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} fz="h3" id={headingId}>
            {t(`sustainability.${kind}.title`)}
          </Title>
          <Text c="dimmed">{t(`sustainability.${kind}.text`)}</Text>
        </Stack>
      </Group>
      <Text mt="lg" fz="lg">
        {t('sustainability.yourLevel')}{' '}
        <Text span fw={700} fz="xl" data-testid="sustainability-level">
          {currentLabel}
        </Text>
      </Text>
      <Stack mt="md">
        <LevelScale label={t(`sustainability.${kind}.scale`)} levels={levels} current={current} />
      </Stack>
    </Card>
  );
}

/**
 * Sustainability profile (spec part 1 §2.5): back link to the root, no notifications (the layout),
 * the ESG score view (5 levels), the SDG propensity view (4 levels) or the no-data view, and a
 * footer with the benefits and the provider's site in a new tab.
 */
export default function SustainabilityPage() {
  const { t } = useTranslation();
  const { urls } = useSession();
  const data = useQuery(sustainabilityQuery);
  const view = data.data ? sustainabilityView(data.data) : null;

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={ROUTES.root} display="inline-block" style={{ alignSelf: 'flex-start' }}>
        <Group gap={6} wrap="nowrap" component="span">
          <IconArrowLeft size={18} aria-hidden="true" />
          {t('sustainability.back')}
        </Group>
      </Anchor>
      <PageTitle>{t('sustainability.title')}</PageTitle>

      {data.isPending && <LoadingState />}
      {data.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {t('sustainability.loadError')}
        </Alert>
      )}
      {view?.kind === 'score' && (
        <LevelView
          kind="score"
          current={view.level}
          levels={ESG_SCORE_CLASSES.map((c) => ({
            key: c,
            label: t(`sustainability.levels.${ESG_LEVEL_KEYS[c]}`),
          }))}
        />
      )}
      {view?.kind === 'propensity' && (
        <LevelView
          kind="propensity"
          current={view.level}
          levels={SDG_PROPENSITY_CLASSES.map((c) => ({
            key: c,
            label: t(`sustainability.levels.${SDG_LEVEL_KEYS[c]}`),
          }))}
        />
      )}
      {view?.kind === 'none' && (
        <Card withBorder padding="xl" radius="md">
          <EmptyState
            withIndicatorBackground
            icon={<IconLeaf aria-hidden="true" />}
            title={t('sustainability.none.title')}
            description={t('sustainability.none.text')}
          />
        </Card>
      )}

      <Divider />
      <Stack component="footer" gap="xs">
        <Title order={2} fz="h4">
          {t('sustainability.benefits.title')}
        </Title>
        <Text>{t('sustainability.benefits.text')}</Text>
        {urls && (
          <Anchor
            href={urls.sitoFornitore}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('sustainability.benefits.link')} ${t('shell.opensInNewTab')}`}
            fw={600}
            style={{ alignSelf: 'flex-start' }}
          >
            <Group gap={6} wrap="nowrap" component="span">
              {t('sustainability.benefits.link')}
              <IconExternalLink size={16} aria-hidden="true" />
            </Group>
          </Anchor>
        )}
      </Stack>
    </Stack>
  );
}
