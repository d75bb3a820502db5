/** Code downloaded on first use: `load` starts it once, `loaded` holds it once it has arrived. */
export interface DownloadOnce<T> {
  loaded: T | null;
  /** True while a download is under way. */
  readonly pending: boolean;
  /** Starts the download, or returns the one under way; a failed download is tried again next call. */
  load: () => Promise<T>;
}

export function downloadOnce<T>(download: () => Promise<T>): DownloadOnce<T> {
  let pending: Promise<T> | null = null;
  let settled = false;
  const once: DownloadOnce<T> = {
    loaded: null,
    get pending() {
      return pending !== null && !settled;
    },
    load() {
      pending ??= download().then(
        (value) => {
          once.loaded = value;
          settled = true;
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return once;
}
