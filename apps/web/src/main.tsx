import './app/mantine-styles.ts';
import './app/global.css';
import { DEFAULT_LOCALE } from '@portal/domain';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadScreen } from './app/routes.tsx';
import { i18n, localeReady } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** The query cache the server rendered #root from (apps/api/src/http/spa.ts), if it did. */
function serverState(): unknown {
  const element = document.getElementById('ssr-state');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}

const state = serverState();
// The server renders in Italian only; a visitor who chose another language gets the client render.
if (state && container.hasChildNodes() && i18n.language === DEFAULT_LOCALE) {
  const client = createQueryClient();
  hydrate(client, state);
  // The screen's chunk first, so that hydration finds the component the server rendered. In a
  // transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (the page is already on screen meanwhile).
  void preloadScreen(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={client} />
        </StrictMode>,
      );
    }),
  );
} else {
  container.replaceChildren();
  const root = createRoot(container);
  // Italian is in the bundle (at once); another remembered language waits for its texts.
  void localeReady.then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
