import DOMPurify from 'dompurify';

/*
 * The provider's report HTML is shown only after DOMPurify (spec part 1 §2.1: embedded scripts are
 * stripped). Its own instance, so the hook below does not leak to other users of DOMPurify.
 * - scripts, event handlers (onerror…), javascript: URLs: removed by DOMPurify's defaults;
 * - <style>, forms and frames: removed too, so the report cannot restyle or overlay the app;
 * - links that leave the page open in a new tab, without opener or referrer.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement) {
    const href = node.getAttribute('href');
    if (href && !href.startsWith('#')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
});

const CONFIG = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'iframe',
    'frame',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['formaction'],
};

/** The report as a sanitised fragment, ready to be appended to the viewer. */
export function sanitizeReportHtml(html: string): DocumentFragment {
  return purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

/** The same sanitising, as a string (tests, diagnostics). */
export function sanitizeReportHtmlToString(html: string): string {
  return purifier.sanitize(html, CONFIG);
}
