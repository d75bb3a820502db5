import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '../../components/UnderConstruction.tsx';

/** Admin dashboard (spec part 1 §2.6): subject search, selection, notes. */
export default function AdminPanelPage() {
  const { t } = useTranslation();
  return <UnderConstruction title={t('admin.panel.title')} />;
}
