/*
 * The page's only script element (issue 27). A page the server rendered (apps/api/src/http/first-paint.ts)
 * is on screen from its HTML alone: the app — its ≈ 180 kB of JavaScript — is requested after that
 * first paint, so on a slow link it does not share the bandwidth with the HTML and the first paint
 * waits for nothing but the HTML. The server names the screen's chunks in
 * `<meta name="portal:modulepreload">`; they are preloaded next to the app's own. A page the browser
 * renders (no server markup) starts at once.
 */
const root = document.getElementById('root');

function afterFirstPaint(): Promise<void> {
  // requestAnimationFrame runs just before a frame is painted: a task queued from it runs after it.
  // A tab opened in the background paints nothing until it is shown, and neither runs its frames.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function preloadScreenChunks(): void {
  const named = document.querySelector<HTMLMetaElement>('meta[name="portal:modulepreload"]');
  for (const href of named?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

if (root?.hasChildNodes()) {
  void afterFirstPaint().then(() => {
    preloadScreenChunks();
    return import('./main.tsx');
  });
} else {
  void import('./main.tsx');
}
