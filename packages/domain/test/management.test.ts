import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ReportSections } from '../src/modules/define.ts';
import {
  MANAGEMENT_ROLE_CODES,
  MANAGEMENT_ROLES,
  type ManagementDraftInput,
  managementDraftSchema,
  managementModule,
  managementRoleLabel,
} from '../src/modules/management.ts';
import { MESSAGES } from '../src/rules/messages.ts';
import { fieldErrors } from './issues.ts';

const officer = { denominazione: 'Mario Rossi', cfPiva: 'rssmra80a01f205x', cariche: ['AU' as const] };
const errorsFor = (patch: Record<string, unknown>) =>
  fieldErrors(managementDraftSchema, { esponenti: [{ ...officer, ...patch }] });

describe('management draft', () => {
  it('upper-cases and trims the text of each officer', () => {
    const input: ManagementDraftInput = { esponenti: [{ ...officer, denominazione: '  Mario Rossi ' }] };
    expect(managementDraftSchema.parse(input)).toEqual({
      esponenti: [{ denominazione: 'MARIO ROSSI', cfPiva: 'RSSMRA80A01F205X', cariche: ['AU'] }],
    });
  });

  it('also encodes (a response serialised with the same schema)', () => {
    expect(z.encode(managementDraftSchema, { esponenti: [officer] }).esponenti[0]?.cfPiva).toBe(
      'RSSMRA80A01F205X',
    );
  });

  it.each([
    [160, {}],
    [161, { 'esponenti.0.denominazione': MESSAGES.max160 }],
  ])('denominazione of %i characters', (length, expected) =>
    expect(errorsFor({ denominazione: 'a'.repeat(length) })).toEqual(expected),
  );

  it.each([
    [10, { 'esponenti.0.cfPiva': MESSAGES.cfPivaLength }],
    [11, {}],
    [16, {}],
    [17, { 'esponenti.0.cfPiva': MESSAGES.cfPivaLength }],
  ])('cfPiva of %i characters', (length, expected) =>
    expect(errorsFor({ cfPiva: '1'.repeat(length) })).toEqual(expected),
  );

  it('cfPiva length counts after trimming', () => {
    expect(errorsFor({ cfPiva: ' 12345678901 ' })).toEqual({});
  });

  it.each([
    ['denominazione', '', { 'esponenti.0.denominazione': MESSAGES.required }],
    ['denominazione', '  ', { 'esponenti.0.denominazione': MESSAGES.required }],
    ['cfPiva', '', { 'esponenti.0.cfPiva': MESSAGES.required }],
    ['cariche', [], { 'esponenti.0.cariche': MESSAGES.required }],
    ['cariche', undefined, { 'esponenti.0.cariche': MESSAGES.required }],
    ['cariche', ['XYZ'], { 'esponenti.0.cariche.0': MESSAGES.invalidValue }],
    ['cariche', ['AU', 'AU'], { 'esponenti.0.cariche': MESSAGES.invalidValue }],
  ])('%s = %j', (field, value, expected) => expect(errorsFor({ [field]: value })).toEqual(expected));

  it('accepts every offered role, several at once', () => {
    expect(errorsFor({ cariche: [...MANAGEMENT_ROLE_CODES] })).toEqual({});
  });

  it('needs at least one officer and refuses unknown fields', () => {
    expect(fieldErrors(managementDraftSchema, { esponenti: [] })).toEqual({ esponenti: MESSAGES.required });
    expect(errorsFor({ percentuale: 50 })).toHaveProperty('esponenti.0');
  });
});

describe('roles', () => {
  it('offers the nine roles of the spec with Italian and English labels', () => {
    expect(MANAGEMENT_ROLES.map((r) => [r.code, r.it])).toEqual([
      ['AMM', 'Amministratore'],
      ['AD', 'Amministratore delegato'],
      ['AU', 'Amministratore unico'],
      ['ESF', 'Esponente di fatto'],
      ['COL', 'Collegamento con altro soggetto'],
      ['PRE', 'Presidente'],
      ['SOF', 'Socio di fatto'],
      ['TIT', 'Titolare'],
      ['VPR', 'Vicepresidente'],
    ]);
    expect(MANAGEMENT_ROLES.every((r) => r.en.length > 0)).toBe(true);
  });

  it.each([
    ['AD', 'it', 'Amministratore delegato'],
    ['AD', 'en', 'Managing director'],
    ['??', 'it', '??'],
  ] as const)('managementRoleLabel(%s, %s)', (code, locale, label) =>
    expect(managementRoleLabel(code, locale)).toBe(label),
  );
});

describe('the report as the form shows it (fromReport)', () => {
  it('upper-cases names, matches roles named by label, drops roles not offered and repeats', () => {
    const report = {
      management: [
        {
          denominazione: 'Mario Rossi',
          cfPiva: 'rssmra80a01f205x',
          percentuale: 40,
          cariche: ['Amministratore unico', 'AU', 'Sole administrator', 'Procuratore speciale'],
        },
      ],
    } as unknown as ReportSections;
    expect(managementModule.fromReport(report)).toEqual({
      esponenti: [{ denominazione: 'MARIO ROSSI', cfPiva: 'RSSMRA80A01F205X', cariche: ['AU'] }],
    });
  });
});
