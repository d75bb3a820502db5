import '@testing-library/jest-dom/vitest';
// As in main.tsx: zod configured before any schema is built.
import '../src/lib/zod-config.ts';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../src/lib/i18n.ts';
import { clearTicket } from '../src/lib/ticket.ts';

// CI runs on two cores next to other work: give findBy* queries time before calling a screen
// missing (a ceiling, not a delay: header menus and the English texts are modules loaded on first
// use, which can take seconds then).
configure({ asyncUtilTimeout: 12_000 });

// jsdom lacks these browser APIs that Mantine relies on (see TOOLCHAIN.md).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => {};
// Downloads (object URLs) are missing in jsdom too; tests spy on them.
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:stub';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};

afterEach(async () => {
  cleanup();
  notifications.clean();
  clearTicket();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  await i18n.changeLanguage('it');
});
