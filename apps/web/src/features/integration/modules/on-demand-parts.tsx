import { type ComponentType, use } from 'react';
import type { DownloadOnce } from '../../../lib/download-once.ts';

/** A chunk of a module's parts, downloaded on demand (see `OnDemandPart`). */
export type OnDemandParts<M> = DownloadOnce<M>;

/**
 * One of a module's parts that its first step does not show (summary, preview, review), from a
 * chunk of their own (WEB-10). Once `parts.load` has settled it renders at once, without
 * suspending (a React.lazy suspends on its first render even when its chunk is already there, which
 * would flash its boundary's fallback); before that it suspends until the chunk arrives.
 */
export function OnDemandPart<M, P extends object>({
  parts,
  pick,
  props,
}: {
  parts: OnDemandParts<M>;
  pick: (module: M) => ComponentType<P>;
  props: P;
}) {
  const Part = pick(parts.loaded ?? use(parts.load()));
  return <Part {...props} />;
}
