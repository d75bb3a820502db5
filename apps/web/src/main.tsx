// Must stay first: configures zod for the CSP before any schema is built.
import './lib/zod-config.ts';
import './app/mantine-styles.ts';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { localeReady } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
// Italian is in the bundle (at once); another remembered language waits for its texts.
void localeReady.then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
