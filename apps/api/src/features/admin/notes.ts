import type { SubjectNote } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subjectNotes, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export async function listNotes(db: Db, subjectId: string): Promise<SubjectNote[]> {
  const rows = await db
    .select({ note: subjectNotes, author: users })
    .from(subjectNotes)
    .innerJoin(users, eq(users.id, subjectNotes.authorUserId))
    .where(eq(subjectNotes.subjectId, subjectId))
    .orderBy(desc(subjectNotes.createdAt), desc(subjectNotes.id));
  return rows.map(({ note, author }) => ({
    id: note.id,
    nota: note.nota,
    dataInserimento: note.createdAt.getTime(),
    userId: author.id,
    autore: `${author.nome} ${author.cognome}`,
  }));
}

export async function addNote(db: Db, subjectId: string, authorUserId: string, nota: string) {
  await db.insert(subjectNotes).values({ subjectId, authorUserId, nota });
}

export async function deleteNote(db: Db, subjectId: string, id: number) {
  const removed = await db
    .delete(subjectNotes)
    .where(and(eq(subjectNotes.id, id), eq(subjectNotes.subjectId, subjectId)))
    .returning({ id: subjectNotes.id });
  if (removed.length === 0) throw notFound('Nota non trovata.');
}
