import { hash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
