import { Anchor, Group } from '@mantine/core';
import { ROUTES } from '@portal/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnderConstruction } from '../../components/UnderConstruction.tsx';

/** Sustainability profile (spec part 1 §2.5): back link to the root; no notifications in the header. */
export default function SustainabilityPage() {
  const { t } = useTranslation();
  return (
    <>
      <Anchor component={Link} to={ROUTES.root} mb="md" display="inline-block">
        <Group gap={6} wrap="nowrap">
          <IconArrowLeft size={18} aria-hidden="true" />
          {t('sustainability.back')}
        </Group>
      </Anchor>
      <UnderConstruction title={t('sustainability.title')} />
    </>
  );
}
