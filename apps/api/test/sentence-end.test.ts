import { endSentence } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { answerPage } from '../src/features/contributions/modules/esperienze-pagamento/confirmation/page.ts';
import { monitoringMail, outcomeMail } from '../src/features/mail/templates.ts';

/* Issue 25 §10: a company whose name ends with a full stop ends a sentence once ("S.P.A.", not "S.P.A.."). */
const SPA = 'BETA LOGISTICA ITALIA S.P.A.';
const SRL = 'ALFA COSTRUZIONI MECCANICHE S.R.L';

describe('a name that ends a sentence', () => {
  it.each([
    [SPA, SPA],
    [SRL, `${SRL}.`],
    ['GAMMA SNC ', 'GAMMA SNC.'],
    ['Chi siamo?', 'Chi siamo?'],
  ])('%s → %s', (name, sentence) => expect(endSentence(name)).toBe(sentence));

  it.each(['it', 'en'] as const)('mails (%s) print no double full stop', (locale) => {
    const outcome = outcomeMail(locale, {
      what: 'Management',
      companyName: SPA,
      accepted: true,
      url: 'https://portale.example/x',
    });
    const monitoring = monitoringMail(locale, {
      companyName: SPA,
      description: 'Protesto',
      url: 'https://x',
    });
    for (const text of [outcome.text, outcome.html, monitoring.text, monitoring.html]) {
      expect(text).toContain(SPA);
      expect(text).not.toContain('S.P.A..');
    }
    expect(
      outcomeMail(locale, { what: 'M', companyName: SRL, accepted: true, url: 'https://x' }).text,
    ).toContain(`${SRL}.`);
  });

  it.each(['it', 'en'] as const)("the supplier's page (%s) prints no double full stop", (locale) => {
    const html = answerPage(
      {
        token: 't',
        companyName: 'ALFA S.R.L.',
        supplierName: SPA,
        numeroFattura: 'FT-1',
        dataFattura: Date.UTC(2026, 9, 14, 22),
        importo: 980.5,
        dataPagamento: Date.UTC(2026, 10, 19, 23),
      },
      locale,
    );
    expect(html).toContain(SPA);
    expect(html).not.toContain('S.P.A..');
  });
});
