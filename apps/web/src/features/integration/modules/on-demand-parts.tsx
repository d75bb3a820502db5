import { type ComponentType, lazy } from 'react';

/**
 * A module's parts that its first step does not show (summary, preview, review), in a chunk of
 * their own (WEB-10). `preload` downloads it; a part rendered after that renders at once, without
 * suspending (a React.lazy suspends on its first render even when its chunk is already there, which
 * would flash its boundary's fallback); one rendered before suspends until the chunk arrives.
 */
export function onDemandParts<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const preload = (): Promise<M> => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed download is tried again next time
        throw error;
      },
    );
    return loading;
  };
  const part = <P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> => {
    const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
    return function Part(props: P) {
      const Loaded = loaded === null ? null : pick(loaded);
      return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
    };
  };
  return { preload, part };
}
