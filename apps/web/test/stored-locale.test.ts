import { afterEach, describe, expect, it, vi } from 'vitest';

// The language a visit starts in (lib/i18n.ts), read once when the module is first imported.
async function startLanguage(): Promise<string> {
  vi.resetModules();
  const { i18n } = await import('../src/lib/i18n.ts');
  return i18n.language;
}

function setLanguageCookie(value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the app itself writes and reads
  document.cookie =
    value === null ? 'portal_language=; Max-Age=0; Path=/' : `portal_language=${value}; Path=/`;
}

describe('the remembered language at start', () => {
  afterEach(() => {
    setLanguageCookie(null);
    window.localStorage.clear();
  });

  it('comes from the portal_language cookie before localStorage', async () => {
    window.localStorage.setItem('portal.language', 'it');
    setLanguageCookie('en');
    expect(await startLanguage()).toBe('en');
  });

  it('comes from localStorage when there is no cookie (a choice made before the cookie existed)', async () => {
    setLanguageCookie(null);
    window.localStorage.setItem('portal.language', 'en');
    expect(await startLanguage()).toBe('en');
  });
});
