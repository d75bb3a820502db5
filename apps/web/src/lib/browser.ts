/**
 * Full-page navigation away from the SPA (sign-on, logout, external sites). Kept behind one object
 * so tests can observe it: jsdom's `window.location` cannot be spied on.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  currentHref(): string {
    return window.location.href;
  },
};
