import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '../../components/UnderConstruction.tsx';

/** 'Impostazioni del tuo attestato' (spec part 1 §2.4). */
export default function CertificateSettingsPage() {
  const { t } = useTranslation();
  return <UnderConstruction title={t('certificate.title')} />;
}
