import { describe, expect, it } from 'vitest';
import { sanitizeReportHtml, sanitizeReportHtmlToString } from './sanitize.ts';

describe('report sanitising (DOMPurify)', () => {
  it('strips <script> elements and event-handler attributes such as onerror', () => {
    const clean = sanitizeReportHtmlToString(
      '<section id="Management"><script>window.hacked = 1</script>' +
        '<img src="x.png" onerror="window.hacked = 2" alt="logo"><p onclick="alert(1)">Testo</p></section>',
    );
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('hacked');
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('onclick');
    expect(clean).toContain('<section id="Management">');
    expect(clean).toContain('<img src="x.png" alt="logo">');
    expect(clean).toContain('<p>Testo</p>');
  });

  it('keeps the section anchors and <details>, drops javascript: links, styles and forms', () => {
    const fragment = sanitizeReportHtml(
      '<style>body{display:none}</style><section id="NegativeEvents"><details open><summary>E</summary></details>' +
        '<a href="javascript:alert(1)">x</a><form action="/x"><input name="a"></form></section>',
    );
    const container = document.createElement('div');
    container.append(fragment);
    expect(container.querySelector('#NegativeEvents details summary')).not.toBeNull();
    expect(container.querySelector('style')).toBeNull();
    expect(container.querySelector('form, input')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('opens external links in a new tab without opener, keeps in-page links', () => {
    const clean = sanitizeReportHtmlToString(
      '<a href="https://example.test">e</a><a href="#Management">m</a>',
    );
    const container = document.createElement('div');
    container.innerHTML = clean;
    const [external, internal] = Array.from(container.querySelectorAll('a'));
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).not.toHaveAttribute('target');
  });
});
