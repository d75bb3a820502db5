import type { User } from '@portal/domain';

/** status 403 in the user data: the user may not use the platform at all (spec part 1 §6). */
export function isBlocked(user: Pick<User, 'status'>): boolean {
  return user.status === 403;
}

/** Credibility pages need the credibility enablement and a user not blocked (spec part 1 §2, §6). */
export function canUseCredibility(user: Pick<User, 'status' | 'abilitazioni'>): boolean {
  return user.abilitazioni.abilitatoCredibility && !isBlocked(user);
}
