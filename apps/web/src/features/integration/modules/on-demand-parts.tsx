import { type ComponentType, use } from 'react';

/** A chunk of a module's parts, downloaded on demand (see `OnDemandPart`). */
export interface OnDemandParts<M> {
  /** The chunk once downloaded. */
  loaded: M | null;
  /** Downloads the chunk (once; a failed download is tried again on the next call). */
  preload: () => Promise<M>;
}

export function onDemandParts<M>(load: () => Promise<M>): OnDemandParts<M> {
  let loading: Promise<M> | null = null;
  const parts: OnDemandParts<M> = {
    loaded: null,
    preload() {
      loading ??= load().then(
        (module) => {
          parts.loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return parts;
}

/**
 * One of a module's parts that its first step does not show (summary, preview, review), from a
 * chunk of their own (WEB-10). Once `parts.preload` has settled it renders at once, without
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
  const Part = pick(parts.loaded ?? use(parts.preload()));
  return <Part {...props} />;
}
