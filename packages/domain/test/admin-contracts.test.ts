import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, deleteNoteRequestSchema } from '../src/index.ts';

describe('deleteNoteRequestSchema', () => {
  it.each([1, 42, DB_INT_MAX])('accepts the note id %d', (idNota) =>
    expect(deleteNoteRequestSchema.safeParse({ idNota }).success).toBe(true),
  );
  // A note id is a PostgreSQL serial: a larger number cannot name a note (and would fail in the query).
  it.each([0, -1, 1.5, DB_INT_MAX + 1, 2 ** 53, Number.MAX_VALUE])('refuses %d', (idNota) =>
    expect(deleteNoteRequestSchema.safeParse({ idNota }).success).toBe(false),
  );
});
