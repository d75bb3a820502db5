import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '../../components/UnderConstruction.tsx';

/** Pending contributions management (spec part 1 §2.6, §4 admin review). */
export default function AdminContributionsPage() {
  const { t } = useTranslation();
  return <UnderConstruction title={t('admin.contributions.title')} />;
}
