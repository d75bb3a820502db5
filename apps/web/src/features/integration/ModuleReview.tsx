import type { ModuleName, Synthesis } from '@portal/domain';
import { Suspense } from 'react';
import { LoadingState } from '../../components/LoadingState.tsx';
import { CLIENT_MODULES } from './modules/registry.tsx';

/**
 * The analyst's review of a contribution (issue 13 §1): `data` (the contribution as sent; for a
 * payment-experiences block, the supplier with that one invoice) beside `report` (the company's
 * current report, null when it has none), field by field; the module's code loaded on demand.
 */
export function ModuleReview({
  name,
  data,
  report,
}: {
  name: ModuleName;
  data: Record<string, unknown>;
  report: Synthesis | null;
}) {
  const { Review } = CLIENT_MODULES[name];
  return (
    <Suspense fallback={<LoadingState />}>
      <Review payload={data} report={report} />
    </Suspense>
  );
}
