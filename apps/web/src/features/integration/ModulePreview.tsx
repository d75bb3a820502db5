import type { ModuleName } from '@portal/domain';
import { Suspense } from 'react';
import { LoadingState } from '../../components/LoadingState.tsx';
import { CLIENT_MODULES } from './modules/registry.tsx';

/** A module's read-only view of some data, its code loaded on demand. */
export function ModulePreview({ name, data }: { name: ModuleName; data: Record<string, unknown> }) {
  const { Preview } = CLIENT_MODULES[name];
  return (
    <Suspense fallback={<LoadingState />}>
      <Preview data={data} />
    </Suspense>
  );
}
