import { Loader, MantineProvider, Select } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme.ts';
import { OnDemandSelect, type OnDemandSelectProps } from './OnDemandSelect.tsx';

// The full select's chunk arrives when a test lets it (once a file): until then every field is the light one.
const download = await vi.hoisted(async () => (await import('./test-gate.ts')).gate());
vi.mock('./full-select.ts', async () => {
  await download.opened;
  return vi.importActual('./full-select.ts');
});

/**
 * In the browser's setting (a closed dropdown is not rendered), or as the app's providers under
 * Vitest (`test`: the dropdown rendered in place, shown without transitions, never hidden by
 * floating-ui, which sees jsdom's elements as zero-sized).
 */
const wrap = (children: ReactNode, env: 'default' | 'test' = 'default') => (
  <MantineProvider theme={theme} env={env}>
    {children}
  </MantineProvider>
);

const DATA = [
  { value: 'MI', label: 'Milano' },
  { value: 'BZ', label: 'Bolzano/Bozen' },
];

/** The props of the module forms' selects, and the states they go through. */
const CASES: Record<string, OnDemandSelectProps> = {
  'searchable, with a value': {
    label: 'Provincia',
    required: true,
    searchable: true,
    data: DATA,
    value: 'BZ',
  },
  'without search': { label: 'Stato attività', required: true, data: ['Attiva', 'Cessata'], value: 'Attiva' },
  'empty and disabled': {
    label: 'Comune',
    required: true,
    searchable: true,
    data: [],
    value: null,
    disabled: true,
  },
  'with an error and a description': {
    label: 'Natura giuridica',
    searchable: true,
    data: DATA,
    value: null,
    error: 'Campo obbligatorio',
    description: 'Caricamento dei comuni…',
  },
  'named by aria-label, with a placeholder, a style prop and a disabled option': {
    'aria-label': 'Paesi di export: paese 1',
    placeholder: 'Scegli un paese',
    flex: 1,
    searchable: true,
    data: [...DATA, { value: 'RM', label: 'Roma', disabled: true }],
    value: null,
  },
  'with a right section': {
    label: 'Comune',
    data: DATA,
    value: 'MI',
    rightSection: <Loader size="xs" aria-hidden="true" />,
    'aria-busy': true,
  },
};

/**
 * The markup with React's generated ids made alike (each render numbers its own). The light field is
 * read-only until the full one arrives (a select without search always is): no style depends on it.
 */
const markup = (element: HTMLElement) =>
  element.innerHTML.replace(/mantine-[^"\s]+/g, 'ID').replace(' readonly=""', '');

describe('OnDemandSelect', () => {
  it.each(Object.entries(CASES))(
    'is drawn as Mantine draws a closed Select before the dropdown arrives: %s',
    (_, props) => {
      const light = render(wrap(<OnDemandSelect {...props} />));
      const full = render(wrap(<Select {...props} />));
      expect(screen.getAllByRole('combobox')).toHaveLength(2);
      expect(markup(light.container)).toBe(markup(full.container));
      expect(light.container.querySelector('input[role="combobox"]')).toHaveAttribute('readonly');
    },
  );

  it('gives a click made before the download to the full select: it takes the focus and opens', async () => {
    render(
      wrap(<OnDemandSelect label="Stato attività" data={['Attiva', 'Cessata']} value="Attiva" />, 'test'),
    );
    const light = screen.getByRole('combobox', { name: 'Stato attività' });
    await userEvent.click(light);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await act(async () => download.open());
    const field = () => screen.getByRole('combobox', { name: 'Stato attività' });
    await waitFor(() => expect(field()).not.toBe(light));
    expect(field()).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'Cessata' })).toBeInTheDocument();
  });
});
