import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '../../components/UnderConstruction.tsx';

/** Data-integration page with the seven module cards (spec part 1 §2.2). */
export default function IntegrationPage() {
  const { t } = useTranslation();
  return <UnderConstruction title={t('integration.title')} />;
}
