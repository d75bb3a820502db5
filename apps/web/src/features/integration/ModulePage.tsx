import './register-locales.ts';
import { moduleBySlug, ROUTES } from '@portal/domain';
import { Suspense } from 'react';
import { Navigate, useParams } from '#router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { useOfficialReport } from './api.ts';
import { CLIENT_MODULES, type ModuleEntryProps } from './modules/registry.tsx';

/**
 * Module wizard route `{base}/integrazione-dati/:slug/:urlStep?` (spec part 1 §2, part 2 §2): the
 * module by its slug (an unknown slug goes to the overview), in the common wizard shell.
 * `urlStep === 'preview'` opens the read-only preview of the saved data.
 */
export default function ModulePage() {
  const { slug = '', urlStep } = useParams();
  const module = moduleBySlug(slug);
  const report = useOfficialReport();
  if (!module) return <Navigate replace to={ROUTES.overview} />;

  const props: ModuleEntryProps = { module, urlStep, report, hubPath: ROUTES.integration };
  const { Entry } = CLIENT_MODULES[module.name];
  return (
    <Suspense fallback={<LoadingState />}>
      <Entry key={module.name} {...props} />
    </Suspense>
  );
}
