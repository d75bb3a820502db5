import { getDomain } from 'tldts';

// The WHATWG URL parser is global wherever the domain runs (Node, browsers); its host parsing is
// IDNA ToASCII, the same as node:url's domainToASCII. The domain's lib is ECMAScript only.
declare const URL: new (input: string) => { hostname: string };

/**
 * Whether an address belongs to the company itself (docs/decisions.md MAIL-03): the same
 * organisation is the same *registrable* domain (public suffix + one label, private suffixes such
 * as github.io included), compared after IDNA ToASCII, so `www.alfà.it`, `xn--alf-cla.it` and
 * `shop.alfà.it` are one organisation, and a site `shop.x.it` covers `x.it` too.
 *
 * A mailbox provider shared by unrelated people (webmail, PEC) is not an organisation: on such a
 * domain only the company's own mailbox is its own (plus-tags, and Gmail's dots, ignored).
 */
export const SHARED_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.it',
  'hotmail.com',
  'hotmail.it',
  'live.com',
  'live.it',
  'msn.com',
  'yahoo.com',
  'yahoo.it',
  'icloud.com',
  'me.com',
  'mac.com',
  'gmx.com',
  'gmx.it',
  'proton.me',
  'protonmail.com',
  'libero.it',
  'virgilio.it',
  'alice.it',
  'tim.it',
  'tin.it',
  'tiscali.it',
  'fastwebnet.it',
  'email.it',
  'inwind.it',
  'iol.it',
  'aruba.it',
  'arubapec.it',
  'legalmail.it',
  'pec.it',
  'postecert.it',
  'registerpec.it',
  'sicurezzapostale.it',
];
const SHARED = new Set(SHARED_MAIL_DOMAINS);

/** The host of a domain, an address's domain or a site (with or without scheme/path), in ASCII. */
export function asciiHost(input: string): string | null {
  const raw = input.trim().toLowerCase();
  if (!raw) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(raw) ? raw : `http://${raw}`).hostname;
    return host.replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/** The registrable domain of a host (itself for an IP address or a single label). */
export function registrableDomain(input: string): string | null {
  const host = asciiHost(input);
  if (!host) return null;
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

/** An address as its mailbox: ASCII domain, lower case, without a +tag (nor Gmail's dots). */
export function mailbox(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  const domain = asciiHost(email.slice(at + 1));
  if (!domain) return null;
  let local = email.slice(0, at).trim().toLowerCase().split('+')[0]!;
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

export function isOwnDomain(email: string, company: { emails: readonly string[]; sites: readonly string[] }) {
  const domain = registrableDomain(email.slice(email.lastIndexOf('@') + 1));
  if (!domain) return false;
  const target = mailbox(email);
  for (const own of company.emails) {
    if (target !== null && mailbox(own) === target) return true;
    if (!SHARED.has(domain) && registrableDomain(own.slice(own.lastIndexOf('@') + 1)) === domain) return true;
  }
  return company.sites.some((site) => {
    const ownDomain = registrableDomain(site);
    return ownDomain === domain && !SHARED.has(domain);
  });
}
