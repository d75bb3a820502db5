import { Anchor, Text } from '@mantine/core';
import { ROUTES, type Sustainability } from '@portal/domain';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { ESG_LEVEL_KEYS, SDG_LEVEL_KEYS, sustainabilityView } from '../../../lib/sustainability-levels.ts';
import { OverviewCard } from './OverviewCard.tsx';

/** The ESG profile named in spec part 1 §1: the level in the report and a link to /sostenibilita. */
export function SustainabilityCard({ data }: { data: Sustainability }) {
  const { t } = useTranslation();
  const view = sustainabilityView(data);
  return (
    <OverviewCard
      cardKey="sustainability"
      title={t('overview.sustainability.title')}
      anchor="Sustainability"
      actions={
        <Anchor component={Link} to={ROUTES.sustainability} fz="sm" fw={600}>
          {t('overview.sustainability.open')}
        </Anchor>
      }
    >
      {view.kind === 'score' && (
        <Text>
          {t('sustainability.score.title')}:{' '}
          <Text span fw={700}>
            {t(`sustainability.levels.${ESG_LEVEL_KEYS[view.level]}`)}
          </Text>
        </Text>
      )}
      {view.kind === 'propensity' && (
        <Text>
          {t('sustainability.propensity.title')}:{' '}
          <Text span fw={700}>
            {t(`sustainability.levels.${SDG_LEVEL_KEYS[view.level]}`)}
          </Text>
        </Text>
      )}
      {view.kind === 'none' && <Text c="dimmed">{t('overview.noData')}</Text>}
    </OverviewCard>
  );
}
