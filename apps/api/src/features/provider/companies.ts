import type {
  ProviderCompany,
  ProviderSubjectView,
  ProviderUser,
  ProviderUserPatch,
  ProviderUserView,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Executor } from '../../db/client.ts';
import { subjects, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { upsertSubjects } from './subjects-import.ts';

type UserRow = typeof users.$inferSelect;
/** Not an argon2 hash: no password verifies against it (users of the provider's IdP). */
const NO_PASSWORD = '!';

export const userIdOf = (username: string) => username.toUpperCase();

export function userView(u: UserRow): ProviderUserView {
  return {
    userId: u.id,
    username: u.username,
    nome: u.nome,
    cognome: u.cognome,
    email: u.email,
    subjectId: u.subjectId,
    abilitatoCredibility: u.abilitatoCredibility,
    isDemo: u.isDemo,
    isAdmin: u.isAdmin,
    suspended: u.status === 403,
  };
}

const erasedSubject = (subjectId: string) =>
  new HttpError(409, `Subject ${subjectId} was erased (GDPR): it cannot be written again.`);

async function requireSubject(db: Executor, subjectId: string) {
  const [row] = await db
    .select({ id: subjects.id, erasedAt: subjects.erasedAt })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  if (!row) throw new HttpError(422, `Unknown subject ${subjectId}: import it first.`);
  if (row.erasedAt) throw erasedSubject(subjectId);
}

export const ANALYSTS_SCOPE = 'analysts:write';

/**
 * Creates or updates a user by username (the userId is the username upper-cased, as in the
 * sign-on). Fields left out keep their value on update and take the default on create; a user
 * without a password can sign in only through the provider's identity provider.
 *
 * An analyst (isAdmin) — making one, or changing one, its password included — needs `analysts`:
 * the caller holds the `analysts:write` scope, or is the operator's CLI, the demo seed or the
 * provider's identity provider. A new password ends every session of the user.
 */
export async function upsertUser(
  db: Executor,
  username: string,
  input: ProviderUser | ProviderUserPatch,
  opts: { passwordHash?: string; createOnly?: false; mustExist?: boolean; analysts: boolean; field?: string },
): Promise<{ created: boolean; user: ProviderUserView }> {
  if (input.subjectId) await requireSubject(db, input.subjectId);
  const id = userIdOf(username);
  const [existing] = await db.select().from(users).where(eq(users.id, id)).for('update');
  if (!existing && opts.mustExist) throw notFound(`Unknown user ${username}.`);
  if (!opts.analysts && (input.isAdmin === true || existing?.isAdmin))
    throw new HttpError(
      403,
      `Analyst accounts and their passwords need the scope ${ANALYSTS_SCOPE}, which this credential lacks.`,
    );
  const moving =
    existing?.subjectId != null && input.subjectId !== undefined && input.subjectId !== existing.subjectId;
  if (moving && input.moveFromCompany !== true)
    throw new HttpError(
      409,
      `${opts.field ?? 'body.subjectId'}: user ${username} belongs to company ${existing.subjectId}; send moveFromCompany: true to move it to ${input.subjectId ?? 'no company'}.`,
      {
        errors: [
          { path: opts.field ?? 'body.subjectId', message: `belongs to company ${existing.subjectId}` },
        ],
      },
    );
  const passwordHash = opts.passwordHash ?? (input.password ? await hashPassword(input.password) : undefined);
  const fields = {
    ...(input.nome !== undefined ? { nome: input.nome } : {}),
    ...(input.cognome !== undefined ? { cognome: input.cognome } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.subjectId !== undefined ? { subjectId: input.subjectId } : {}),
    ...(input.abilitatoCredibility !== undefined ? { abilitatoCredibility: input.abilitatoCredibility } : {}),
    ...(input.isDemo !== undefined ? { isDemo: input.isDemo } : {}),
    ...(input.isAdmin !== undefined ? { isAdmin: input.isAdmin } : {}),
    ...(input.suspended !== undefined ? { status: input.suspended ? 403 : 200 } : {}),
    ...(passwordHash ? { passwordHash } : {}),
  };
  if (existing) {
    const [row] = await db.update(users).set(fields).where(eq(users.id, id)).returning();
    if (passwordHash) await revokeUserSessions(db, id);
    return { created: false, user: userView(row!) };
  }
  if (input.nome === undefined || input.cognome === undefined)
    throw new HttpError(400, 'A new user needs nome and cognome.');
  const [row] = await db
    .insert(users)
    .values({
      id,
      username: username.toLowerCase(),
      passwordHash: NO_PASSWORD,
      nome: input.nome,
      cognome: input.cognome,
      ...fields,
    })
    .returning();
  return { created: true, user: userView(row!) };
}

export async function findUser(db: Executor, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.id, userIdOf(username)));
  if (!row) throw notFound(`Unknown user ${username}.`);
  return userView(row);
}

/** A company: its subject (created or updated) and, when given, its users. */
export async function upsertCompany(
  db: Executor,
  subjectId: string,
  input: ProviderCompany,
  opts: { analysts: boolean },
) {
  const [before] = await db
    .select({ id: subjects.id, erasedAt: subjects.erasedAt })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  if (before?.erasedAt) throw erasedSubject(subjectId);
  await upsertSubjects(db, [{ ...input.subject, id: subjectId }]);
  const results = [];
  for (const [i, { username, ...user }] of (input.users ?? []).entries())
    results.push(
      await upsertUser(
        db,
        username,
        { ...user, subjectId: user.subjectId ?? subjectId },
        { ...opts, field: `body.users.${i}.username` },
      ),
    );
  return { created: !before, users: results.map((r) => ({ ...r.user, created: r.created })) };
}

/** The provider's view of a subject's registry fields (company GET and the subjects read-back). */
export const subjectFields = (s: typeof subjects.$inferSelect) => ({
  id: s.id,
  denominazione: s.denominazione,
  partitaIva: s.partitaIva,
  codiceFiscale: s.codiceFiscale,
  naturaGiuridica: s.naturaGiuridica,
  statoAttivita: s.statoAttivita,
  toponimo: s.toponimo,
  via: s.via,
  civico: s.civico,
  cap: s.cap,
  comune: s.comune,
  provincia: s.provincia,
  telefono: s.telefono,
  sitoInternet: s.sitoInternet,
});

export async function findCompany(db: Executor, subjectId: string) {
  const [s] = await db.select().from(subjects).where(eq(subjects.id, subjectId));
  if (!s) throw notFound(`Unknown subject ${subjectId}.`);
  if (s.erasedAt) throw notFound(`Subject ${subjectId} was erased.`);
  const members = await db.select().from(users).where(eq(users.subjectId, subjectId)).orderBy(users.id);
  const subject = {
    ...subjectFields(s),
    statoAttivita: s.statoAttivita as ProviderSubjectView['statoAttivita'],
  };
  return { subject, users: members.map(userView) };
}
