import type { ReportAnchor } from '@portal/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import classes from './ReportDocument.module.css';
import { sanitizeReportHtml } from './sanitize.ts';
import { findSection, pollFor, revealSection } from './section-polling.ts';

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
    containerRef.current?.replaceChildren(sanitizeReportHtml(html));
  }, [html]);

  // Re-run for a new document too: its nodes replace the old ones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: html changes the container's content
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const controller = new AbortController();
    void pollFor(() => findSection(container, anchor), { signal: controller.signal }).then((section) => {
      if (section) revealSection(section);
    });
    return () => controller.abort();
  }, [html, anchor]);

  return <div ref={containerRef} className={classes.document} data-testid="report-document" />;
}
