import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../src/db/schema.ts';
import { diskTestStore, s3TestStore, type TestStore } from './file-stores.ts';
import {
  bearer,
  createTestApp,
  ifMatchFor,
  multipartBody,
  pdfBytes,
  signIn,
  type TestContext,
} from './helpers.ts';

const MB = 1024 * 1024;
const YEAR = new Date().getFullYear();

describe.each([
  ['disk', async () => diskTestStore()],
  ['s3', s3TestStore],
] as const)('file modules on the %s store', (_kind, makeStore) => {
  let ctx: TestContext;
  let files: TestStore;
  const tokens: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    files = await makeStore();
    ctx = await createTestApp({ fileStore: files.store });
    for (const u of ['azienda', 'azienda2']) tokens[u] = bearer(await signIn(ctx.app, u));
  });
  afterAll(async () => {
    await ctx.close();
    await files.close();
  });

  const upload = async (
    user: string,
    path: string,
    body: ReturnType<typeof multipartBody>,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/contribuzioni/${path}/scrivi`,
      headers: {
        ...tokens[user],
        ...(await ifMatchFor(ctx.app, tokens[user]!, `/api/v1/contribuzioni/${path}/scrivi`)),
        ...body.headers,
        ...headers,
      },
      payload: body.payload,
    });
  const read = async (user: string, path: string) =>
    (await ctx.app.inject({ url: `/api/v1/contribuzioni/${path}/leggi`, headers: tokens[user] })).json()
      .records;
  const download = (user: string, codice: string, nomeFile = 'x.pdf') =>
    ctx.app.inject({
      url: `/api/v1/contribuzioni/allegato/download?codice=${encodeURIComponent(codice)}&nomeFile=${encodeURIComponent(nomeFile)}&formato=pdf`,
      headers: tokens[user],
    });
  const storedRows = async (subjectId: string) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(storedFiles)
        .where(eq(storedFiles.subjectId, subjectId))
    )[0]!.n;

  const document = (content: Buffer, filename = 'piano.pdf', fields: Record<string, string> = {}) =>
    multipartBody(
      { tipoDocumento: 'Business plan', noteDocumento: 'Piano industriale 2026-2028', ...fields },
      [{ field: 'fileAltroDocumento', filename, content }],
    );

  it('stores another document, serves it back byte-identical only to its company, saves and sends it', async () => {
    const content = pdfBytes(300 * 1024, 'a');
    const res = await upload('azienda', 'altri-documenti', document(content, 'Piano 2026 – è.pdf'), {
      'if-match': '0',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ esito: true, version: 1 });
    const [draft] = await read('azienda', 'altri-documenti');
    expect(draft).toMatchObject({
      stato: 'IN_BOZZA',
      nomeDocumento: 'Piano 2026 – è.pdf',
      tipoDocumento: 'Business plan',
      noteDocumento: 'Piano industriale 2026-2028',
      contentTypeDocumento: 'application/pdf',
    });
    expect(draft.codiceDocumento).toMatch(/^1000001\//);

    const got = await download('azienda', draft.codiceDocumento, draft.nomeDocumento);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(
      "filename*=UTF-8''Piano%202026%20%E2%80%93%20%C3%A8.pdf",
    );
    expect(Buffer.compare(got.rawPayload, content)).toBe(0);
    expect((await download('azienda2', draft.codiceDocumento)).statusCode).toBe(404);
    expect((await download('azienda', '1000001/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await download('azienda', '../../etc/passwd')).statusCode).toBe(404);

    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contribuzioni/altri-documenti/salva',
      headers: { ...tokens.azienda, 'if-match': '1' },
      payload: {
        codiceDocumento: draft.codiceDocumento,
        nomeDocumento: draft.nomeDocumento,
        tipoDocumento: draft.tipoDocumento,
        noteDocumento: draft.noteDocumento,
        contentTypeDocumento: draft.contentTypeDocumento,
      },
    });
    expect(save.json()).toEqual({ esito: true, version: 2 });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contribuzioni/invia',
      headers: tokens.azienda,
      payload: { moduli: ['altriDocumenti'] },
    });
    expect(sent.json().esito).toBe(true);
    expect((await read('azienda', 'altri-documenti'))[0].stato).toBe('IN_ATTESA_LAVORAZIONE');
  });

  it('a write while the module is in progress is refused and leaves no file behind', async () => {
    const objects = await files.count();
    const rows = await storedRows('1000001');
    const res = await upload('azienda', 'altri-documenti', document(pdfBytes()));
    expect(res.statusCode).toBe(409);
    expect(await files.count()).toBe(objects);
    expect(await storedRows('1000001')).toBe(rows);
  });

  describe('bad uploads get a clear 4xx, store nothing and leave the record as it was', () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(8000, 1),
    ]);
    const cases: [string, () => ReturnType<typeof multipartBody>, number, string][] = [
      [
        'an exe renamed to pdf',
        () => document(exe, 'virus.pdf'),
        415,
        'Il formato del file virus.pdf non è valido (consentiti pdf)',
      ],
      ['an empty file', () => document(Buffer.alloc(0), 'vuoto.pdf'), 400, 'Il file vuoto.pdf è vuoto.'],
      [
        'one byte over 50 MB',
        () => document(pdfBytes(50 * MB + 1), 'grande.pdf'),
        413,
        'Il file grande.pdf eccede dalle dimensioni massime (max 50MB)',
      ],
      [
        'a name with ../',
        () => document(pdfBytes(), '../../etc/passwd.pdf'),
        400,
        'Il nome del file non è valido',
      ],
      [
        'a name with a control character',
        () => document(pdfBytes(), 'a\u0007b.pdf'),
        400,
        'Il nome del file non è valido',
      ],
      [
        'no file part',
        () => multipartBody({ tipoDocumento: 'Business plan' }, []),
        400,
        'Manca il file fileAltroDocumento.',
      ],
      [
        'no type',
        () => multipartBody({}, [{ field: 'fileAltroDocumento', filename: 'a.pdf', content: pdfBytes() }]),
        400,
        'tipoDocumento',
      ],
      [
        'an unknown type',
        () => document(pdfBytes(), 'a.pdf', { tipoDocumento: 'Altro' }),
        400,
        'Valore non valido',
      ],
      [
        // Was a 500: the database cannot store NUL in the draft (jsonb), and the file was already stored.
        'a note with a NUL character',
        () => document(pdfBytes(), 'a.pdf', { noteDocumento: 'a\u0000b' }),
        400,
        'caratteri non ammessi',
      ],
      [
        'a note of 251 characters',
        () => document(pdfBytes(), 'a.pdf', { noteDocumento: 'n'.repeat(251) }),
        400,
        'Massimo 250 caratteri',
      ],
      [
        'a second file where one is allowed',
        () =>
          multipartBody({ tipoDocumento: 'Business plan' }, [
            { field: 'fileAltroDocumento', filename: 'a.pdf', content: pdfBytes() },
            { field: 'fileAltroDocumento', filename: 'b.pdf', content: pdfBytes() },
          ]),
        400,
        'File b.pdf non aggiunto: è possibile selezionare al massimo 1 documenti',
      ],
      [
        'an unexpected file field',
        () => multipartBody({}, [{ field: 'altro', filename: 'a.pdf', content: pdfBytes() }]),
        400,
        'non è previsto',
      ],
    ];
    it.each(cases)('%s', async (_label, body, status, message) => {
      const objects = await files.count();
      const rows = await storedRows('1000002');
      const before = await read('azienda2', 'altri-documenti');
      const res = await upload('azienda2', 'altri-documenti', body());
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
      expect(await files.count()).toBe(objects);
      expect(await storedRows('1000002')).toBe(rows);
      expect(await read('azienda2', 'altri-documenti')).toEqual(before);
    });

    it('a JSON body instead of multipart is 415', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/contribuzioni/altri-documenti/scrivi',
        headers: tokens.azienda2,
        payload: { tipoDocumento: 'Business plan' },
      });
      expect(res.statusCode).toBe(415);
    });
  });

  describe('economic-financial situation', () => {
    const statement = (fields: Record<string, string>, withReceipt: boolean, content = pdfBytes()) =>
      multipartBody(fields, [
        { field: 'fileBilancio', filename: 'bilancio.pdf', content },
        ...(withReceipt
          ? [
              {
                field: 'fileRicevuta',
                filename: 'ricevuta.csv',
                content: Buffer.from('data;importo\n2026-01-01;100\n'),
                contentType: 'text/csv',
              },
            ]
          : []),
      ]);

    it('a registered statement needs its receipt; both are stored with their real types', async () => {
      // azienda2's report says the last deposit was the year before last: only last year is offered.
      const fields = { tipoBilancio: 'depositato', annoBilancio: String(YEAR - 1) };
      const without = await upload('azienda2', 'situazione-ecofin', statement(fields, false));
      expect(without.statusCode).toBe(400);
      expect(without.json().message).toBe('Manca il file fileRicevuta.');
      const ok = await upload('azienda2', 'situazione-ecofin', statement(fields, true));
      expect(ok.statusCode, ok.body).toBe(200);
      const [draft] = await read('azienda2', 'situazione-ecofin');
      expect(draft).toMatchObject({
        tipoBilancio: 'depositato',
        annoBilancio: YEAR - 1,
        contentTypeBilancio: 'application/pdf',
        contentTypeRicevuta: 'text/csv',
        nomeFileRicevuta: 'ricevuta.csv',
      });
      const receipt = await download('azienda2', draft.codiceRicevuta, 'ricevuta.csv');
      expect(receipt.body).toBe('data;importo\n2026-01-01;100\n');
    });

    it('replacing the draft removes the files of the replaced one', async () => {
      const [old] = await read('azienda2', 'situazione-ecofin');
      const res = await upload(
        'azienda2',
        'situazione-ecofin',
        statement({ tipoBilancio: 'parziale', annoBilancio: String(YEAR) }, false),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await download('azienda2', old.codiceBilancio)).statusCode).toBe(404);
      expect((await download('azienda2', old.codiceRicevuta)).statusCode).toBe(404);
    });

    it.each([
      [{ tipoBilancio: 'depositato', annoBilancio: String(YEAR - 2) }, 'Anno non consentito'],
      [{ tipoBilancio: 'depositato', annoBilancio: String(YEAR) }, 'Anno non consentito'],
      [{ tipoBilancio: 'parziale', annoBilancio: String(YEAR - 1) }, 'Anno non consentito'],
      [{ tipoBilancio: 'altro', annoBilancio: String(YEAR) }, 'tipoBilancio'],
    ])('refuses %j', async (fields, message) => {
      const res = await upload('azienda2', 'situazione-ecofin', statement(fields, true));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('refuses a csv with binary content and a statement over 5 MB', async () => {
      const binaryCsv = multipartBody({ tipoBilancio: 'parziale', annoBilancio: String(YEAR) }, [
        {
          field: 'fileBilancio',
          filename: 'dati.csv',
          content: Buffer.from('a;b\n1;\u0000\u0001\u0002\n', 'latin1'),
          contentType: 'text/csv',
        },
      ]);
      const res = await upload('azienda2', 'situazione-ecofin', binaryCsv);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(
        'Il formato del file dati.csv non è valido (consentiti pdf, csv, xbrl)',
      );
      const big = await upload(
        'azienda2',
        'situazione-ecofin',
        statement({ tipoBilancio: 'parziale', annoBilancio: String(YEAR) }, false, pdfBytes(5 * MB + 1)),
      );
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('Il file bilancio.pdf eccede dalle dimensioni massime (max 5MB)');
    });

    // issue 19 §7: the kind is the name's extension AND the content, not the content alone
    const XBRL_NO_DECLARATION = '<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance"></xbrli:xbrl>\n';
    const NAME = 'Il nome del file {f} non corrisponde al suo contenuto (consentiti pdf, csv).';
    const FORMAT = 'Il formato del file {f} non è valido (consentiti pdf, csv)';
    it.each([
      [
        'an .xbrl receipt (receipts are pdf or csv), XML without a declaration',
        'ricevuta.xbrl',
        XBRL_NO_DECLARATION,
        NAME,
      ],
      ['an .xbrl receipt that is plain text', 'ricevuta.xbrl', 'data;importo\n2026-01-01;100\n', NAME],
      ['a receipt without an extension', 'ricevuta', 'data;importo\n2026-01-01;100\n', NAME],
      ['a .csv receipt whose content is a pdf', 'ricevuta.csv', pdfBytes().toString('latin1'), FORMAT],
      ['a .pdf receipt whose content is csv text', 'ricevuta.pdf', 'data;importo\n2026-01-01;100\n', FORMAT],
    ])('refuses %s (415)', async (_case, filename, content, message) => {
      const body = multipartBody({ tipoBilancio: 'depositato', annoBilancio: String(YEAR - 1) }, [
        { field: 'fileBilancio', filename: 'bilancio.pdf', content: pdfBytes() },
        { field: 'fileRicevuta', filename, content: Buffer.from(content, 'latin1'), contentType: 'text/csv' },
      ]);
      const res = await upload('azienda2', 'situazione-ecofin', body);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().message).toBe(message.replace('{f}', filename));
    });

    it('stores a statement as the kind its extension names: XML text as .csv is csv, as .xbrl is xbrl', async () => {
      const as = (filename: string) =>
        multipartBody({ tipoBilancio: 'parziale', annoBilancio: String(YEAR) }, [
          { field: 'fileBilancio', filename, content: Buffer.from(XBRL_NO_DECLARATION) },
        ]);
      expect((await upload('azienda2', 'situazione-ecofin', as('bilancio.csv'))).statusCode).toBe(200);
      expect((await read('azienda2', 'situazione-ecofin'))[0].contentTypeBilancio).toBe('text/csv');
      const xbrl = await upload('azienda2', 'situazione-ecofin', as('bilancio.xbrl'));
      expect(xbrl.statusCode, xbrl.body).toBe(200);
      expect((await read('azienda2', 'situazione-ecofin'))[0].contentTypeBilancio).toBe('application/xml');
    });

    it('accepts an XBRL statement by its XML content', async () => {
      const xbrl = multipartBody({ tipoBilancio: 'parziale', annoBilancio: String(YEAR) }, [
        {
          field: 'fileBilancio',
          filename: 'bilancio.xbrl',
          content: Buffer.from(
            '<?xml version="1.0"?>\n<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance"></xbrli:xbrl>\n',
          ),
          contentType: 'application/octet-stream',
        },
      ]);
      const res = await upload('azienda2', 'situazione-ecofin', xbrl);
      expect(res.statusCode, res.body).toBe(200);
      expect((await read('azienda2', 'situazione-ecofin'))[0].contentTypeBilancio).toBe('application/xml');
    });
  });

  it('stores exactly 50 MB', async () => {
    const rows = await ctx.database.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.subjectId, '1000002')));
    const res = await upload('azienda2', 'altri-documenti', document(pdfBytes(50 * MB), 'esatto.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    const after = await ctx.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.subjectId, '1000002'));
    expect(after.length).toBe(rows.length + 1);
    expect(after.find((r) => r.originalName === 'esatto.pdf')?.size).toBe(50 * MB);
  });
});
