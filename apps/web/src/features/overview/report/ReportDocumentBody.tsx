import type { ReportAnchor } from '@portal/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import classes from './ReportDocument.module.css';
import { sanitizeReportHtml } from './sanitize.ts';
import { findSection, pollFor, revealSection } from './section-polling.ts';

/** Each table goes into a wrapper that scrolls sideways, so a wide table never widens the page. */
export function wrapTables(container: HTMLElement, className: string): void {
  for (const table of container.querySelectorAll('table')) {
    if (table.parentElement?.classList.contains(className)) continue;
    const wrapper = document.createElement('div');
    wrapper.className = className;
    table.replaceWith(wrapper);
    wrapper.append(table);
  }
}

/**
 * A wrapper whose table is wider than it scrolls sideways: it then takes the keyboard focus, so it
 * can be scrolled with the arrow keys (axe: scrollable-region-focusable); the others stay out of
 * the tab order.
 */
export function markScrollable(container: HTMLElement, className: string): void {
  for (const wrapper of container.querySelectorAll<HTMLElement>(`.${CSS.escape(className)}`)) {
    if (wrapper.scrollWidth > wrapper.clientWidth) wrapper.tabIndex = 0;
    else wrapper.removeAttribute('tabindex');
  }
}

/** The height of the overlay's sticky header (Mantine's modal header), or null outside a modal. */
function stickyHeaderHeight(container: HTMLElement): number | null {
  const header = container.closest('.mantine-Modal-content')?.querySelector('.mantine-Modal-header');
  return header instanceof HTMLElement ? Math.ceil(header.getBoundingClientRect().height) : null;
}

interface ReportDocumentBodyProps {
  html: string;
  anchor: ReportAnchor;
}

/**
 * The sanitised report (its own lazy chunk, with DOMPurify). The nodes are appended to a container
 * React leaves empty; then the requested section is awaited (every 500 ms, 50 tries), scrolled to
 * and opened.
 */
export default function ReportDocumentBody({ html, anchor }: ReportDocumentBodyProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    container.replaceChildren(sanitizeReportHtml(html));
    wrapTables(container, classes.tableScroll ?? '');
  }, [html]);

  // Which tables scroll depends on the width and on the sections opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: html changes the container's content
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const update = () => markScrollable(container, classes.tableScroll ?? '');
    update();
    container.addEventListener('toggle', update, true);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(container);
    return () => {
      container.removeEventListener('toggle', update, true);
      observer?.disconnect();
    };
  }, [html]);

  // Re-run for a new document too: its nodes replace the old ones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: html changes the container's content
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const controller = new AbortController();
    void pollFor(() => findSection(container, anchor), { signal: controller.signal }).then((section) => {
      if (!section) return;
      // the section's title lands below the overlay's sticky header (scroll-margin-top in the CSS)
      const header = stickyHeaderHeight(container);
      if (header !== null) container.style.setProperty('--report-header-height', `${header}px`);
      revealSection(section);
    });
    return () => controller.abort();
  }, [html, anchor]);

  return <div ref={containerRef} className={classes.document} data-testid="report-document" />;
}
