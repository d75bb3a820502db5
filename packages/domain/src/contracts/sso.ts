import { z } from 'zod';

/** POST /sso/login form body (application/x-www-form-urlencoded). */
export const ssoLoginFormSchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  service: z.string().max(2000).optional(),
});
export type SsoLoginForm = z.infer<typeof ssoLoginFormSchema>;

/** Sign-on constants (foundation issue): session life, failed-login limit and window. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
