import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { theme } from '../app/theme.ts';
import { OnDemandSelect } from './OnDemandSelect.tsx';

// The full select's chunk arrives when the test lets it.
const download = await vi.hoisted(async () => (await import('./test-gate.ts')).gate());
vi.mock('./full-select.ts', async () => {
  await download.opened;
  return vi.importActual('./full-select.ts');
});

const PROVINCES = [
  { value: 'MI', label: 'Milano' },
  { value: 'BZ', label: 'Bolzano/Bozen' },
  { value: 'BO', label: 'Bologna' },
];

it('searches the letters typed into a searchable field before the download; a field left meanwhile does not open', async () => {
  render(
    <MantineProvider theme={theme} env="test">
      <OnDemandSelect label="Stato attività" data={['Attiva', 'Cessata']} value="Attiva" />
      <OnDemandSelect label="Provincia" searchable data={PROVINCES} defaultValue="MI" />
    </MantineProvider>,
  );
  const user = userEvent.setup();
  // clicked, then left for the other field: that click is not replayed
  await user.click(screen.getByRole('combobox', { name: 'Stato attività' }));
  await user.click(screen.getByRole('combobox', { name: 'Provincia' }));
  await user.keyboard('Bolx{Backspace}o');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await act(async () => download.open());
  const province = () => screen.getByRole('combobox', { name: 'Provincia' });
  await waitFor(() => expect(province()).toHaveValue('Bolo'));
  expect(province()).toHaveFocus();
  expect(await screen.findByRole('option', { name: 'Bologna' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Milano' })).not.toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Cessata' })).not.toBeInTheDocument();
  // typing goes on in the full select
  await user.keyboard('g');
  expect(province()).toHaveValue('Bolog');
  await user.click(screen.getByRole('option', { name: 'Bologna' }));
  expect(province()).toHaveValue('Bologna');
});
