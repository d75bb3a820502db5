import { type AdminSearchResult, adminSearchResultSchema } from '@portal/domain';

/** The card of the selected company, kept for this tab so that a reload still shows it. */
export const SELECTED_SUBJECT_KEY = 'portal.admin.selectedSubject';

export function readSelectedSubject(): AdminSearchResult | null {
  try {
    const raw = window.sessionStorage.getItem(SELECTED_SUBJECT_KEY);
    if (!raw) return null;
    const parsed = adminSearchResultSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSelectedSubject(subject: AdminSearchResult | null): void {
  try {
    if (subject) window.sessionStorage.setItem(SELECTED_SUBJECT_KEY, JSON.stringify(subject));
    else window.sessionStorage.removeItem(SELECTED_SUBJECT_KEY);
  } catch {
    // storage unavailable: the selection is still known to the server
  }
}

/** The stored card, only when it belongs to the user the admin acts for now. */
export function selectedSubjectFor(actingUserId: string): AdminSearchResult | null {
  const subject = readSelectedSubject();
  return subject && subject.userId === actingUserId ? subject : null;
}

/** Street, number, post code, town (province), or null when nothing is known. */
export function formatAddress(indirizzo: AdminSearchResult['azienda']['indirizzo']): string | null {
  const street = [indirizzo.toponimo, indirizzo.denominazione, indirizzo.civico].filter(Boolean).join(' ');
  const town = [indirizzo.cap, indirizzo.comune].filter(Boolean).join(' ');
  const place = indirizzo.provincia ? `${town} (${indirizzo.provincia})`.trim() : town;
  const text = [street, place].filter((part) => part.trim() !== '').join(', ');
  return text === '' ? null : text;
}

/** Website address as a link target: 'http://' added when the scheme is missing. */
export function websiteHref(site: string): string {
  return /^https?:\/\//i.test(site) ? site : `http://${site}`;
}
