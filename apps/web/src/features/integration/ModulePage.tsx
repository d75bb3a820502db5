import './register-locales.ts';
import { type ModuleName, moduleBySlug, ROUTES } from '@portal/domain';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { useOfficialReport } from './api.ts';
import type { ModuleEntryProps } from './modules/entry.ts';

type LazyEntry = LazyExoticComponent<ComponentType<ModuleEntryProps>>;

/** Each built module is its own chunk, loaded with its route. */
const MODULE_ENTRIES: Record<ModuleName, LazyEntry> = {
  anagrafica: lazy(() => import('./modules/anagrafica/index.tsx')),
  management: lazy(() => import('./modules/management/index.tsx')),
  profiloOperativo: lazy(() => import('./modules/profilo-operativo/index.tsx')),
  situazioneEcoFin: lazy(() => import('./modules/situazione-ecofin/index.tsx')),
  altriDocumenti: lazy(() => import('./modules/altri-documenti/index.tsx')),
  esperienzaPagamento: lazy(() => import('./modules/esperienze-pagamento/index.tsx')),
  contropartiCommerciali: lazy(() => import('./modules/controparti-commerciali/index.tsx')),
};

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
  const Entry = MODULE_ENTRIES[module.name];
  return (
    <Suspense fallback={<LoadingState />}>
      <Entry key={module.name} {...props} />
    </Suspense>
  );
}
