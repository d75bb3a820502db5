import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Stands in for @floating-ui/react's `useMergeRefs` in Mantine's ScrollArea (vite.config.ts,
 * `scrollAreaWithoutFloatingUi`): it is the only thing ScrollArea takes from floating-ui, whose
 * 15 kB gzip would otherwise come with every Table. Popovers and tooltips still use floating-ui.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
