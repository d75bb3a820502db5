import type { Locator } from '@playwright/test';

/** Words inside the elements that the layout split over two lines or more ("Amm inis trat ore"). */
export async function splitWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((all) => {
    const broken: string[] = [];
    for (const root of all) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  });
}
