import { moduleBySlug, moduleTitleKey, ROUTES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { UnderConstruction } from '../../components/UnderConstruction.tsx';

/**
 * Module wizard route `{base}/integrazione-dati/:slug/:urlStep?` (spec part 1 §2). An unknown slug
 * goes to the overview. `urlStep === 'preview'` will open the read-only preview (module work).
 */
export default function ModulePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const module = moduleBySlug(slug);
  if (!module) return <Navigate replace to={ROUTES.overview} />;
  return <UnderConstruction title={t(moduleTitleKey(module.name))} />;
}
