import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/features/integration/modules/situazione-ecofin/index.tsx';
import { XbrlFigures } from '../../src/features/integration/modules/situazione-ecofin/XbrlFigures.tsx';

const year = (anno: number, k: number) => ({
  anno,
  ricavi: 1_500_000 * k,
  valoreProduzione: 1_600_000 * k,
  risultatoOperativo: 120_000 * k,
  utileNetto: -20_000 * k,
  patrimonioNetto: 500_000 * k,
  totaleAttivo: 2_000_000 * k,
  totalePassivo: 2_000_000 * k,
  debiti: null,
  dipendentiMedi: 25 * k,
});
const show = (value: unknown) =>
  render(
    <MantineProvider env="test">
      <XbrlFigures value={value} />
    </MantineProvider>,
  );

describe('figures read from an XBRL statement', () => {
  it('shows both years in Italian formats, a missing figure as a dash', () => {
    show({
      esito: 'estratti',
      messaggio: 'ok',
      tassonomia: 'itcc-ci 2018-11-04',
      corrente: year(2025, 1),
      precedente: year(2024, 2),
    });
    const table = screen.getByTestId('xbrl-figures');
    expect(within(table).getByRole('columnheader', { name: '2025' })).toBeInTheDocument();
    const revenue = within(table).getByRole('row', { name: /Ricavi delle vendite/ });
    expect(revenue).toHaveTextContent('1.500.000,00 €');
    expect(revenue).toHaveTextContent('3.000.000,00 €');
    expect(within(table).getByRole('row', { name: /Utile/ })).toHaveTextContent('-20.000,00 €');
    expect(within(table).getByRole('row', { name: /^Debiti/ })).toHaveTextContent('-');
    expect(within(table).getByRole('row', { name: /Dipendenti medi/ })).toHaveTextContent(/25\s*50/);
    expect(screen.getByText(/itcc-ci 2018-11-04/)).toBeInTheDocument();
  });

  it("says why nothing was read, in the server's words", () => {
    show({
      esito: 'nessunDato',
      messaggio: 'Tassonomia non riconosciuta: nessun dato estratto.',
      tassonomia: null,
      corrente: null,
      precedente: null,
    });
    expect(screen.getByText('Nessun dato letto dal file XBRL')).toBeInTheDocument();
    expect(screen.getByText('Tassonomia non riconosciuta: nessun dato estratto.')).toBeInTheDocument();
    expect(screen.queryByTestId('xbrl-figures')).toBeNull();
  });

  it('renders nothing for data that is not the server’s shape', () => {
    show({ esito: 'estratti', corrente: 'x' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
