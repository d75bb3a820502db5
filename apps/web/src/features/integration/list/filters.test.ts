import type { ContributionsResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { contribution, emptyByModule } from '../../../../test/integration/fixtures.ts';
import {
  applyFilters,
  backTarget,
  canApply,
  DEFAULT_FILTERS,
  dateBounds,
  dateErrors,
  filtersFromQuery,
  orderContributions,
  statesOf,
} from './filters.ts';

const today = new Date(2026, 2, 15, 16, 30); // 15/03/2026, afternoon
const q = (search: string) => new URLSearchParams(search);

describe('contributions list filters', () => {
  it('maps the state groups to record states', () => {
    expect(statesOf(['accepted'])).toEqual(['APPROVATO']);
    expect(statesOf(['pending'])).toEqual(['IN_LAVORAZIONE', 'IN_ATTESA_LAVORAZIONE']);
    expect(statesOf(['rejected'])).toEqual(['NON_APPROVATO']);
  });

  it('reads module and state from the query; a state checks only that one', () => {
    expect(filtersFromQuery(q(''))).toEqual(DEFAULT_FILTERS);
    expect(filtersFromQuery(q('state=pending'))).toEqual({ ...DEFAULT_FILTERS, states: ['pending'] });
    expect(filtersFromQuery(q('module=management&state=rejected'))).toEqual({
      ...DEFAULT_FILTERS,
      module: 'management',
      states: ['rejected'],
    });
    expect(filtersFromQuery(q('module=nope&state=SALVATO'))).toEqual(DEFAULT_FILTERS);
  });

  it('goes back to the overview only with from=overview', () => {
    expect(backTarget(q('from=overview'))).toBe('overview');
    expect(backTarget(q('from=elsewhere'))).toBe('integration');
    expect(backTarget(q(''))).toBe('integration');
  });

  it('bounds the dates: 70 years back without a start, today without an end', () => {
    const { min, max } = dateBounds({ from: null, to: null }, today);
    expect(min).toEqual(new Date(1956, 2, 15));
    expect(max).toEqual(new Date(2026, 2, 15));
    expect(dateBounds({ from: '2026-01-01', to: '2026-02-01' }, today)).toEqual({
      min: new Date(2026, 0, 1),
      max: new Date(2026, 1, 1),
    });
  });

  it('validates from ≤ to ≤ today', () => {
    expect(dateErrors({ from: '2026-03-01', to: '2026-03-15' }, today)).toEqual({});
    expect(dateErrors({ from: '2026-03-10', to: '2026-03-01' }, today)).toEqual({
      from: 'fromAfterTo',
      to: 'toBeforeFrom',
    });
    expect(dateErrors({ from: '2026-03-16', to: null }, today)).toEqual({ from: 'fromInFuture' });
    expect(dateErrors({ from: null, to: '2026-03-16' }, today)).toEqual({ to: 'toInFuture' });
  });

  it('allows apply only when changed and valid', () => {
    expect(canApply(DEFAULT_FILTERS, DEFAULT_FILTERS, today)).toBe(false);
    expect(canApply({ ...DEFAULT_FILTERS, module: 'anagrafica' }, DEFAULT_FILTERS, today)).toBe(true);
    expect(
      canApply({ ...DEFAULT_FILTERS, states: ['pending', 'accepted', 'rejected'] }, DEFAULT_FILTERS, today),
    ).toBe(false);
    expect(canApply({ ...DEFAULT_FILTERS, to: '2026-03-20' }, DEFAULT_FILTERS, today)).toBe(false);
  });

  it('filters by module, state and day, both bounds inclusive', () => {
    // local times at the very edges of the days
    const at = (d: number, m: number, h: number, min: number) =>
      new Date(2026, m - 1, d, h, min).toISOString();
    const items = [
      contribution('anagrafica', 'APPROVATO', at(1, 3, 0, 0)),
      contribution('anagrafica', 'NON_APPROVATO', at(10, 3, 23, 59)),
      contribution('management', 'IN_LAVORAZIONE', at(11, 3, 0, 0)),
      contribution('management', 'APPROVATO', at(28, 2, 23, 59)),
    ];
    const dates = { ...DEFAULT_FILTERS, from: '2026-03-01', to: '2026-03-10' };
    expect(applyFilters(items, dates, today).map((i) => i.stato)).toEqual(['APPROVATO', 'NON_APPROVATO']);
    expect(applyFilters(items, { ...DEFAULT_FILTERS, states: ['pending'] }, today)).toHaveLength(1);
    expect(applyFilters(items, { ...DEFAULT_FILTERS, module: 'management' }, today)).toHaveLength(2);
    expect(applyFilters(items, { ...DEFAULT_FILTERS, states: [] }, today)).toEqual([]);
  });

  it('orders the current ones first (only modules whose first item is in progress), then history newest first', () => {
    const moduli = emptyByModule<ReturnType<typeof contribution>>();
    const storico = emptyByModule<ReturnType<typeof contribution>>();
    moduli.anagrafica = [contribution('anagrafica', 'IN_ATTESA_LAVORAZIONE', '2026-03-05T10:00:00Z')];
    moduli.management = [contribution('management', 'SALVATO', null)];
    moduli.profiloOperativo = [contribution('profiloOperativo', 'IN_LAVORAZIONE', '2026-03-08T10:00:00Z')];
    storico.anagrafica = [
      contribution('anagrafica', 'APPROVATO', '2025-01-10T10:00:00Z'),
      contribution('anagrafica', 'NON_APPROVATO', '2025-06-10T10:00:00Z'),
    ];
    storico.management = [contribution('management', 'APPROVATO', '2025-03-10T10:00:00Z')];
    const data: ContributionsResponse = { moduli, storicoContribuzioni: storico };
    expect(orderContributions(data).map((i) => `${i.moduleName} ${i.stato}`)).toEqual([
      'profiloOperativo IN_LAVORAZIONE',
      'anagrafica IN_ATTESA_LAVORAZIONE',
      'anagrafica NON_APPROVATO',
      'management APPROVATO',
      'anagrafica APPROVATO',
    ]);
  });
});
