import { describe, expect, it } from 'vitest';
import { localDataProblem } from '../src/config.ts';

/** With PostgreSQL, files, mail and the signing key must not fall back to ./data of the checkout. */
describe('local data of a PostgreSQL deployment', () => {
  const db = { DATABASE_URL: 'postgres://p@db/portal' };
  const remote = {
    STORAGE: 's3',
    SMTP_URL: 'smtps://u:p@smtp.example.it:465',
    CERTIFICATE_SIGNING_KEYS: '[]',
  };

  it('is refused when DATA_DIR is left out and anything would land under ./data, naming what to set', () => {
    const all = localDataProblem(db);
    expect(all).toMatch(/STORAGE=s3/);
    expect(all).toMatch(/CERTIFICATE_SIGNING_KEYS/);
    expect(all).toMatch(/SMTP_URL/);
    expect(all).toMatch(/DATA_DIR/);
    const onlyMail = localDataProblem({ ...db, ...remote, SMTP_URL: undefined });
    expect(onlyMail).toMatch(/SMTP_URL/);
    expect(onlyMail).not.toMatch(/STORAGE=s3/);
  });

  it('is accepted with DATA_DIR, with S3 + SMTP + keys, and in embedded mode', () => {
    expect(localDataProblem({ ...db, DATA_DIR: '/var/lib/portal' })).toBeNull();
    expect(localDataProblem({ ...db, ...remote })).toBeNull();
    expect(localDataProblem({})).toBeNull();
  });
});
