import { REPORT_ANCHORS, type ReportAnchor } from '@portal/domain';

/** Spec part 1 §2.1 / §9: the viewer looks for the requested section every 500 ms, 50 times at most. */
export const SECTION_POLL_INTERVAL_MS = 500;
export const SECTION_POLL_MAX_TRIES = 50;

/** The anchor named by a location hash ('#Management'), or null when it is not a report anchor. */
export function anchorFromHash(hash: string): ReportAnchor | null {
  let name = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    name = decodeURIComponent(name);
  } catch {
    return null;
  }
  return (REPORT_ANCHORS as readonly string[]).includes(name) ? (name as ReportAnchor) : null;
}

export interface PollOptions {
  intervalMs?: number;
  maxTries?: number;
  /** Aborting stops the polling; the promise then resolves null. */
  signal?: AbortSignal;
}

/**
 * Calls `find` at once and then every `intervalMs` until it returns something, `maxTries` calls in
 * all. Resolves what was found, or null when it gives up or is aborted.
 */
export function pollFor<T>(
  find: () => T | null | undefined,
  { intervalMs = SECTION_POLL_INTERVAL_MS, maxTries = SECTION_POLL_MAX_TRIES, signal }: PollOptions = {},
): Promise<T | null> {
  return new Promise((resolve) => {
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      resolve(null);
    };
    if (signal?.aborted) return resolve(null);
    signal?.addEventListener('abort', stop, { once: true });

    const attempt = () => {
      tries += 1;
      const found = find();
      if (found) {
        signal?.removeEventListener('abort', stop);
        resolve(found);
      } else if (tries >= maxTries) {
        signal?.removeEventListener('abort', stop);
        resolve(null);
      } else {
        timer = setTimeout(attempt, intervalMs);
      }
    };
    attempt();
  });
}

/** The element of a section: `<section id="{anchor}">` (or any element with that id) inside the document. */
export function findSection(container: ParentNode, anchor: ReportAnchor): HTMLElement | null {
  return container.querySelector<HTMLElement>(`[id="${anchor}"]`);
}

/**
 * Opens a section and brings it into view: its `<details>` (the section itself or the first inside
 * it) gets `open`; without one, the element with class `report-section` (the section or inside it)
 * is un-hidden and marked open. Focus moves to the summary (or to the section) so keyboard and
 * screen-reader users land there too.
 */
export function revealSection(section: HTMLElement): void {
  const details = section instanceof HTMLDetailsElement ? section : section.querySelector('details');
  if (details) {
    details.open = true;
  } else {
    const block = section.matches('.report-section') ? section : section.querySelector('.report-section');
    if (block instanceof HTMLElement) {
      block.hidden = false;
      block.classList.add('is-open');
      block.setAttribute('data-open', 'true');
    }
  }
  section.scrollIntoView({ block: 'start' });
  const summary = details?.querySelector('summary');
  if (summary) {
    summary.focus({ preventScroll: true });
  } else {
    if (!section.hasAttribute('tabindex')) section.tabIndex = -1;
    section.focus({ preventScroll: true });
  }
}
