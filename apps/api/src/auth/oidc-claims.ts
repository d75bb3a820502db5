import { usernameSchema } from '@portal/domain';
import type { OidcConfig } from '../config.ts';

export type MappedUser = {
  username: string;
  nome: string;
  cognome: string;
  email: string | null;
  subjectId: string | null;
  abilitatoCredibility: boolean;
  isAdmin: boolean;
  isDemo: boolean;
};

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The roles claim: an array of strings, or one space-separated string. */
function rolesOf(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((r): r is string => typeof r === 'string');
  if (typeof v === 'string') return v.split(/\s+/).filter(Boolean);
  return [];
}

/**
 * The portal user that the identity provider's claims describe (names of the claims and roles
 * from the configuration). Null when the username claim is missing or unusable.
 */
export function mapClaims(claims: Record<string, unknown>, oidc: OidcConfig): MappedUser | null {
  const username = usernameSchema.safeParse(str(claims[oidc.claims.username]) ?? str(claims.sub));
  if (!username.success) return null;
  const roles = rolesOf(claims[oidc.claims.roles]);
  const name = str(claims.name);
  return {
    username: username.data,
    nome: str(claims.given_name) ?? name?.split(' ')[0] ?? username.data,
    cognome: str(claims.family_name) ?? name?.split(' ').slice(1).join(' ') ?? '',
    email: str(claims.email) ?? null,
    subjectId: str(claims[oidc.claims.company]) ?? null,
    abilitatoCredibility: roles.includes(oidc.roles.credibility),
    isAdmin: roles.includes(oidc.roles.analyst),
    isDemo: roles.includes(oidc.roles.demo),
  };
}
