import { MODULES, type ModuleName, recordModuleData, type Synthesis } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, ifMatchFor, multipartBody, pdfBytes, signIn } from './helpers.ts';

/**
 * A contribution's whole way through the real API, as the web and the analysts make it: write,
 * save, send as the company; start processing and decide as the analyst; read the synthesis the
 * overview shows.
 */
export class ContributionFlow {
  private readonly app: FastifyInstance;
  readonly company: Record<string, string>;
  readonly analyst: Record<string, string>;

  private constructor(
    app: FastifyInstance,
    company: Record<string, string>,
    analyst: Record<string, string>,
  ) {
    this.app = app;
    this.company = company;
    this.analyst = analyst;
  }

  /** A flow whose company side is an existing session (e.g. an analyst acting for a company). */
  static asSession(app: FastifyInstance, company: Record<string, string>, analyst: Record<string, string>) {
    return new ContributionFlow(app, company, analyst);
  }

  static async start(app: FastifyInstance, companyUser: string, analystUser = 'analista') {
    return new ContributionFlow(
      app,
      bearer(await signIn(app, companyUser)),
      bearer(await signIn(app, analystUser)),
    );
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = this.company) {
    const full = `/api/v1${url}`;
    return this.app.inject({
      method,
      url: full,
      headers: { ...who, ...(await ifMatchFor(this.app, who, full)) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** The synthesis of the company's latest report, as the overview loads it. */
  async synthesis(): Promise<Synthesis> {
    const latest = (await this.call('GET', '/sintesi/ultimi-rapporti')).json().rapportiCredibility;
    const res = await this.call('POST', '/sintesi/sintesi-documenti', {
      cdRichiesta: latest.cdRichiestaUltimoEvaso,
      idConsegna: latest.idConsegnaUltimoEvaso,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** scrivi (JSON, or multipart for file modules), salva, invia; returns the review block id. */
  async send(module: ModuleName, body: object | ReturnType<typeof multipartBody>): Promise<string> {
    const { apiPath } = MODULES.find((m) => m.name === module)!;
    const base = `/contribuzioni/${apiPath}`;
    const write =
      'payload' in body && Buffer.isBuffer(body.payload)
        ? await this.app.inject({
            method: 'POST',
            url: `/api/v1${base}/scrivi`,
            headers: {
              ...this.company,
              ...(await ifMatchFor(this.app, this.company, `/api/v1${base}/scrivi`)),
              ...body.headers,
            },
            payload: body.payload,
          })
        : await this.call('POST', `${base}/scrivi`, body);
    expect(write.statusCode, write.body).toBe(200);
    const [draft] = (await this.call('GET', `${base}/leggi`)).json().records;
    const save = await this.call('POST', `${base}/salva`, recordModuleData(draft));
    expect(save.statusCode, save.body).toBe(200);
    const sent = await this.call('POST', '/contribuzioni/invia', { moduli: [module] });
    expect(sent.statusCode, sent.body).toBe(200);
    const current = (await this.call('GET', `${base}/leggi`)).json().records[0];
    return current.blockId;
  }

  /** A stored invoice attachment of the company, as the payments form uploads it. */
  async attachment() {
    const file = multipartBody({ contentType: 'application/pdf' }, [
      { field: 'fileAllegato', filename: 'fattura.pdf', content: pdfBytes(2048) },
    ]);
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/v1/contribuzioni/esperienze-pagamento/carica-allegato',
      headers: { ...this.company, ...file.headers },
      payload: file.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { codiceAllegato: string; contentType: string };
  }

  /**
   * Sends a payment-experiences contribution of `count` invoices (500 €, 1,000 €, …) paid to
   * `supplierId`, adding the supplier first; returns the invoices' review block ids.
   */
  async sendInvoices(supplierId: string, count: number, prefix = 'FT'): Promise<string[]> {
    const base = '/contribuzioni/esperienze-pagamento';
    const suppliers = (await this.call('GET', `${base}/fornitori`)).json() as { idSoggetto: string }[];
    if (!suppliers.some((s) => s.idSoggetto === supplierId)) {
      const added = await this.call('POST', `${base}/add-fornitore`, {
        subjectIdFornitore: supplierId,
        referente: { nome: 'Luca', cognome: 'Neri', telefono: '', email: 'luca@fornitore.it' },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const day = 86_400_000;
    const today = Date.now() - (Date.now() % day);
    const fatture = [];
    for (let n = 1; n <= count; n++) {
      const { codiceAllegato, contentType } = await this.attachment();
      fatture.push({
        numeroFattura: `${prefix}-${n}`,
        importo: 500 * n,
        dataFattura: today - 20 * day,
        dataScadenza: today - 10 * day,
        dataPagamento: today - 5 * day,
        nomeFile: 'fattura.pdf',
        chiaveDocumento: codiceAllegato,
        contentType,
      });
    }
    await this.send('esperienzaPagamento', { fornitori: [{ idSoggetto: supplierId, fatture }] });
    const item = (await this.call('GET', '/contribuzioni/leggi')).json().moduli.esperienzaPagamento[0];
    return item.dati.fornitori[0].fatture.map((f: { blockId: string }) => f.blockId);
  }

  /** The analyst's decision: start processing when asked, then accept or reject. */
  async decide(
    blockId: string,
    to: 'IN_LAVORAZIONE' | 'APPROVATO' | 'NON_APPROVATO',
    motivoRifiuto?: string,
  ) {
    return this.call(
      'POST',
      '/admin/cambia-stato-contribuzione',
      { idBlocco: blockId, statoModulo: to, ...(motivoRifiuto ? { motivoRifiuto } : {}) },
      this.analyst,
    );
  }

  async accept(blockId: string) {
    expect((await this.decide(blockId, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    const res = await this.decide(blockId, 'APPROVATO');
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** A synthesis without the identity of its delivery (request code, delivery id, date). */
export function content(s: Synthesis) {
  const { cdRichiesta: _c, idConsegna: _i, dataEvasione: _d, ...rest } = s;
  return rest;
}
