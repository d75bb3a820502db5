/**
 * Secrets that travel in addresses, kept out of the logs (docs/security.md): the path segment after
 * a share link's or a supplier confirmation's prefix (the token itself), and the query parameters
 * that carry a ticket, a sign-on state or an authorization code. Matched anywhere in the path and
 * in any letter case, so an address the router would not serve is redacted all the same.
 */
const SECRET_SEGMENT = /(\/(?:condivisione|condivisioni|conferma-pagamento)\/)[^/?#]*/gi;
const SECRET_PARAMS = ['ticket', 'sso_state', 'code', 'state', 'token', 'session_state', 'id_token_hint'];
const SECRET_QUERY = new RegExp(`([?&;](?:${SECRET_PARAMS.join('|')})=)[^&;#]*`, 'gi');

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  return path.replace(SECRET_SEGMENT, '$1[redacted]') + query.replace(SECRET_QUERY, '$1[redacted]');
}
