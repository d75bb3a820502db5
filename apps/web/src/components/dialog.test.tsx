import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { Dialog } from './Dialog.tsx';

function Opener() {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider theme={theme} env="test">
      <Button onClick={() => setOpened(true)}>Apri</Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Conferma">
        <Button data-autofocus>Ok</Button>
      </Dialog>
    </MantineProvider>
  );
}

describe('Dialog', () => {
  it('renders nothing until first opened, then opens with the focus inside and gives it back on close', async () => {
    render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Apri' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Conferma' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
