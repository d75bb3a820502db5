import type { ComponentProps } from 'react';
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/LoadingState.tsx';
import { withTexts } from '../../lib/i18n.ts';
import type { ModuleReview as EagerModuleReview } from './ModuleReview.tsx';
import type { ConfirmationState as EagerConfirmationState } from './outcomes/ConfirmationState.tsx';

/*
 * The feature's heavy parts that other features show (the analyst's screens), loaded on first use:
 * the module registry (the modules' schemas, zod) and the supplier-confirmation display stay out of
 * every chunk that imports this feature's index — the overview imports it for its sent contributions.
 */
const LazyModuleReview = lazy(
  withTexts(() => import('./ModuleReview.tsx').then((m) => ({ default: m.ModuleReview }))),
);
const LazyConfirmationState = lazy(
  withTexts(() => import('./outcomes/ConfirmationState.tsx').then((m) => ({ default: m.ConfirmationState }))),
);

export function ModuleReview(props: ComponentProps<typeof EagerModuleReview>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyModuleReview {...props} />
    </Suspense>
  );
}

export function ConfirmationState(props: ComponentProps<typeof EagerConfirmationState>) {
  return (
    <Suspense fallback={null}>
      <LazyConfirmationState {...props} />
    </Suspense>
  );
}
