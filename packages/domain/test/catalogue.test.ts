import { describe, expect, it } from 'vitest';
import {
  canUseAdminPages,
  hasLatestReport,
  isInProgress,
  MODULE_NAMES,
  MODULE_STATES,
  MODULES,
  moduleByName,
  moduleBySlug,
  moduleLabel,
  moduleRoute,
  PER_INVOICE_MODULES,
  rejectionReasonsOf,
  SECTION_MODULE_SLUGS,
  STATE_FILTERS,
  STATE_LABEL_KEYS,
} from '../src/index.ts';

/** The spec's seven modules and their slugs, in the hub's order (spec part 2 §1–§2). */
const SPEC_MODULES = [
  ['anagrafica', 'anagrafica'],
  ['management', 'management'],
  ['profiloOperativo', 'profilo-operativo'],
  ['contropartiCommerciali', 'controparti-commerciali'],
  ['situazioneEcoFin', 'situazione-ecofin'],
  ['esperienzaPagamento', 'esperienze-pagamento'],
  ['altriDocumenti', 'altri-documenti'],
];

describe('module catalogue', () => {
  it('takes the names, their order and the titles from labels.ts (the zod-free list the overview uses)', () => {
    expect(MODULES.map((m) => m.name)).toEqual(MODULE_NAMES);
    for (const m of MODULES) {
      expect(moduleLabel(m.name, 'it')).toBe(m.label.it);
      expect(moduleLabel(m.name, 'en')).toBe(m.label.en);
    }
    expect(moduleLabel('situazioneEcoFin')).toBe('Situazione economico-finanziaria');
    expect(moduleLabel('anagrafica', 'en')).toBe('Registry');
  });

  it('has the seven modules of the spec with its slugs, in its order', () => {
    const spec = new Set(SPEC_MODULES.map(([name]) => name));
    expect(MODULES.filter((m) => spec.has(m.name)).map((m) => [m.name, m.slug])).toEqual(SPEC_MODULES);
  });

  it('gives every module a hub description and its own rejection reasons, in both languages', () => {
    for (const m of MODULES) {
      expect(m.description.it, m.name).not.toBe('');
      expect(m.description.en, m.name).not.toBe(m.description.it);
      const codes = rejectionReasonsOf(m.name).map((r) => r.code);
      expect(new Set(codes).size, m.name).toBe(codes.length);
      for (const r of m.rejectionReasons) expect(r.en, r.code).not.toBe(r.it);
    }
  });

  it('finds modules by name and slug', () => {
    expect(moduleBySlug('esperienze-pagamento')?.name).toBe('esperienzaPagamento');
    expect(moduleByName('situazioneEcoFin')?.slug).toBe('situazione-ecofin');
    expect(moduleBySlug('nope')).toBeUndefined();
    expect(moduleRoute('management', 'preview')).toBe('/credibility/integrazione-dati/management/preview');
  });
});

describe('states', () => {
  it('has the six states, two of them in progress', () => {
    expect(MODULE_STATES).toHaveLength(6);
    expect(MODULE_STATES.filter(isInProgress)).toEqual(['IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE']);
    expect(isInProgress(null)).toBe(false);
  });

  it('maps the list filters as the spec says', () => {
    expect(STATE_FILTERS).toEqual({
      accepted: ['APPROVATO'],
      pending: ['IN_LAVORAZIONE', 'IN_ATTESA_LAVORAZIONE'],
      rejected: ['NON_APPROVATO'],
    });
  });

  it('shows no label for a draft', () => {
    expect(STATE_LABEL_KEYS.IN_BOZZA).toBeNull();
    expect(STATE_LABEL_KEYS.IN_LAVORAZIONE).toBe(STATE_LABEL_KEYS.IN_ATTESA_LAVORAZIONE);
  });
});

describe('guards', () => {
  it.each([
    [{ isAdmin: true, loginUserId: 'A', userId: 'A' }, true],
    [{ isAdmin: false, loginUserId: 'A', userId: 'B' }, true],
    [{ isAdmin: false, loginUserId: 'A', userId: 'A' }, false],
  ])('canUseAdminPages(%o) → %s', (user, expected) => expect(canUseAdminPages(user)).toBe(expected));

  it.each([
    [{ cdRichiestaUltimoEvaso: null, idConsegnaUltimoEvaso: null }, false],
    [{ cdRichiestaUltimoEvaso: 'R1', idConsegnaUltimoEvaso: null }, true],
    [{ cdRichiestaUltimoEvaso: null, idConsegnaUltimoEvaso: 'C1' }, true],
  ])('hasLatestReport(%o) → %s', (r, expected) => expect(hasLatestReport(r)).toBe(expected));
});

it('the zod-free list of per-invoice modules agrees with the definitions', () => {
  expect([...PER_INVOICE_MODULES].sort()).toEqual(
    MODULES.filter((m) => m.review === 'perInvoice')
      .map((m) => m.name)
      .sort(),
  );
});

it('the zod-free sections of the overview cards agree with the definitions, one module a section', () => {
  const declared = MODULES.flatMap((m) => (m.reportSection ? [[m.reportSection, m.slug] as const] : []));
  expect(new Set(declared.map(([section]) => section)).size).toBe(declared.length);
  expect(SECTION_MODULE_SLUGS).toEqual(Object.fromEntries(declared));
  expect(declared.length).toBeGreaterThan(0);
});
