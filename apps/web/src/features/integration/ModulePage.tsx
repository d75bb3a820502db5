import { ROUTES } from '@portal/domain';
import { Suspense } from 'react';
import { Navigate, useParams } from '#router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { useOfficialReport } from './api.ts';
import { CLIENT_MODULES, type ModuleEntryProps, moduleNameBySlug } from './modules/registry.tsx';

/**
 * Module wizard route `{base}/integrazione-dati/:slug/:urlStep?` (spec part 1 §2, part 2 §2): the
 * module by its slug (an unknown slug goes to the overview), in the common wizard shell. Only that
 * module's definition loads, with its code (WEB-10).
 * `urlStep === 'preview'` opens the read-only preview of the saved data.
 */
export default function ModulePage() {
  const { slug = '', urlStep } = useParams();
  const name = moduleNameBySlug(slug);
  const report = useOfficialReport();
  if (!name) return <Navigate replace to={ROUTES.overview} />;

  const props: ModuleEntryProps = { urlStep, report, hubPath: ROUTES.integration };
  const { Entry } = CLIENT_MODULES[name];
  return (
    <Suspense fallback={<LoadingState />}>
      <Entry key={name} {...props} />
    </Suspense>
  );
}
