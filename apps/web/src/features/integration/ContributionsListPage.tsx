import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '../../components/UnderConstruction.tsx';

/** 'Elenco contribuzioni' (spec part 1 §2.3). */
export default function ContributionsListPage() {
  const { t } = useTranslation();
  return <UnderConstruction title={t('contributions.title')} />;
}
