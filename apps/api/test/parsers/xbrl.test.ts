import { describe, expect, it } from 'vitest';
import { readXbrl } from '../../src/parsers/xbrl/index.ts';
import { balancedYears, xbrlInstance } from '../einvoice-fixtures.ts';

const read = (xml: string) => readXbrl(Buffer.from(xml), 'bilancio.xbrl');

describe('XBRL instances (itcc-ci)', () => {
  it('reads every figure of the current and previous year, whatever the taxonomy year', () => {
    for (const version of ['2018-11-04', '2015-12-14', '2024-03-31']) {
      const reading = read(
        xbrlInstance({
          entity: '01234567890',
          years: balancedYears(2025),
          namespace: `http://www.infocamere.it/itnn/fr/itcc/ci/${version}`,
        }),
      );
      expect(reading).toEqual({
        tassonomia: 'itcc-ci',
        versione: version,
        entita: ['01234567890'],
        esercizi: [
          {
            anno: 2025,
            ricavi: 1_500_000,
            valoreProduzione: 1_600_000,
            risultatoOperativo: 120_000,
            utileNetto: 80_000,
            patrimonioNetto: 500_000,
            totaleAttivo: 2_000_000,
            totalePassivo: 2_000_000,
            debiti: 900_000,
            dipendentiMedi: 25,
          },
          {
            anno: 2024,
            ricavi: 1_200_000,
            valoreProduzione: 1_250_000,
            risultatoOperativo: 100_000,
            utileNetto: -20_000,
            patrimonioNetto: 420_000,
            totaleAttivo: 1_800_000,
            totalePassivo: 1_800_000,
            debiti: 850_000,
            dipendentiMedi: 22,
          },
        ],
      });
    }
  });

  it('any prefix: the taxonomy is recognised by its namespace URI', () => {
    const xml = xbrlInstance({ entity: 'X', years: { 2025: { TotaleAttivo: '10' } } })
      .replaceAll('itcc-ci:', 'bil:')
      .replace('xmlns:itcc-ci=', 'xmlns:bil=');
    const reading = read(xml);
    expect(reading.tassonomia === 'itcc-ci' && reading.esercizi[0]?.totaleAttivo).toBe(10);
  });

  it('an unknown taxonomy, or an XML that is no instance, extracts nothing and says so', () => {
    expect(
      read(
        xbrlInstance({ entity: 'X', years: balancedYears(2025), namespace: 'http://example.com/ifrs/2024' }),
      ),
    ).toEqual({
      tassonomia: null,
      motivo: expect.stringMatching(/Tassonomia XBRL non riconosciuta/),
    });
    expect(read('<?xml version="1.0"?><bilancio><totale>1</totale></bilancio>')).toEqual({
      tassonomia: null,
      motivo: expect.stringMatching(/non è un’istanza XBRL/),
    });
  });

  it('keeps values exact and skips dimensional contexts and non-numbers', () => {
    const xml = xbrlInstance({
      entity: 'X',
      years: { 2025: { TotaleDebiti: '000123.45', TotaleAttivo: 'n/d' } },
    }).replace(
      '</xbrli:xbrl>',
      `<xbrli:context id="dim"><xbrli:entity><xbrli:identifier scheme="s">X</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>2025-12-31</xbrli:instant></xbrli:period><xbrli:scenario><x/></xbrli:scenario></xbrli:context>
<itcc-ci:TotalePatrimonioNetto contextRef="dim" unitRef="eur" decimals="0">999</itcc-ci:TotalePatrimonioNetto></xbrli:xbrl>`,
    );
    const reading = read(xml);
    if (reading.tassonomia !== 'itcc-ci') throw new Error('not read');
    expect(reading.esercizi[0]).toMatchObject({ debiti: 123.45, totaleAttivo: null, patrimonioNetto: null });
  });

  it('refuses a DOCTYPE and malformed XML', () => {
    const bomb = xbrlInstance({ entity: 'X', years: {} }).replace(
      '<xbrli:xbrl',
      '<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<xbrli:xbrl',
    );
    expect(() => read(bomb)).toThrow(/DOCTYPE/);
    expect(() => read('<xbrli:xbrl><a></xbrli:xbrl>')).toThrow(/non è un XML valido/);
  });

  // The 1 s target is measured by bench:upload; here the CPU time of the read (a shared machine's
  // wall clock varies with its load), with a margin.
  it('reads a 5 MB instance in about a second', () => {
    const xml = xbrlInstance({ entity: '01234567890', years: balancedYears(2025), padding: 51_000 });
    expect(xml.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(xml.length).toBeLessThan(5 * 1024 * 1024);
    const started = process.cpuUsage();
    const reading = read(xml);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(2500);
    expect(reading.tassonomia).toBe('itcc-ci');
  });
});
