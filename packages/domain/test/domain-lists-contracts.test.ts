import { describe, expect, it } from 'vitest';
import {
  domainListsQuerySchema,
  isAtecoHeading,
  municipalitiesQuerySchema,
} from '../src/contracts/domain-lists.ts';

describe('dati-dominio query', () => {
  it.each([
    ['province', ['province']],
    [
      ['province', 'ateco', 'natureGiuridiche'],
      ['province', 'ateco', 'natureGiuridiche'],
    ],
    [['paesi', 'paesi'], ['paesi']],
  ])('chiave=%j → %j', (chiave, expected) =>
    expect(domainListsQuerySchema.parse({ chiave }).chiave).toEqual(expected),
  );

  it.each([[undefined], ['comuni'], [['province', 'comuni']], [[]], ['']])('refuses chiave=%j', (chiave) => {
    const result = domainListsQuerySchema.safeParse({ chiave });
    expect(result.error?.issues[0]?.message).toMatch(/^Parametro chiave assente o non valido/);
  });
});

describe('elenco-comuni query', () => {
  it.each([
    ['MI', 'MI'],
    [' mi ', 'MI'],
  ])('cdProvincia=%j → %s', (cdProvincia, expected) =>
    expect(municipalitiesQuerySchema.parse({ cdProvincia }).cdProvincia).toBe(expected),
  );

  it.each([[undefined], [''], ['M'], ['MIL'], ['M1'], ['015']])('refuses cdProvincia=%j', (cdProvincia) =>
    expect(municipalitiesQuerySchema.safeParse({ cdProvincia }).success).toBe(false),
  );
});

it.each([
  ['62', true],
  ['62.0', false],
  ['62.01.00', false],
])('isAtecoHeading(%s) → %s', (codice, expected) => expect(isAtecoHeading({ codice })).toBe(expected));
