import { formatDate, type ReportContent } from '@portal/domain';
import { type Block, reportSections } from './report-sections.ts';

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function blockHtml(b: Block): string {
  switch (b.type) {
    case 'rows':
      return `<table><tbody>${b.rows.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</tbody></table>`;
    case 'table':
      return `<table><thead><tr>${b.head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${b.rows
        .map((row) => `<tr>${row.map((cell) => `<td>${esc(cell)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
    case 'text':
      return b.small ? `<p><small>${esc(b.text)}</small></p>` : `<p>${esc(b.text)}</p>`;
    case 'list':
      return `<h3>${esc(b.title)}</h3><ul>${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
  }
}

/** The full report as HTML: one collapsible section per anchor the overview links to. */
export function renderReportHtml(r: ReportContent, meta: { cdRichiesta: string; deliveredAt: Date }): string {
  const header = `<header class="report-header"><h1>${esc(r.company.companyName)}</h1><p>Rapporto ${esc(meta.cdRichiesta)} del ${esc(formatDate(meta.deliveredAt))}</p></header>`;
  const sections = reportSections(r).map(
    (s) =>
      `<section id="${s.id}" class="report-section"><details><summary><h2>${esc(s.title)}</h2></summary>${s.blocks.map(blockHtml).join('')}</details></section>`,
  );
  return `<article class="credibility-report" lang="it">${header}${sections.join('\n')}</article>`;
}
