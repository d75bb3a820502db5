import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@portal/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { i18n, loadLocale } from './i18n.ts';
import { describeError, notifyError } from './notify-error.ts';

function renderToasts() {
  render(
    <MantineProvider env="test">
      <Notifications autoClose={TOAST_TIMEOUT_MS} />
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('failure toasts', () => {
  it('shows the server message with the status', async () => {
    renderToasts();
    act(() => notifyError(new ApiError('http', 500, 'Errore interno del server')));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Errore 500');
    expect(toast).toHaveTextContent('Errore interno del server');
  });

  it("says 'Server non raggiungibile.' when there is no response", async () => {
    renderToasts();
    act(() => notifyError(new ApiError('network', null)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server non raggiungibile.');
  });

  it("falls back to 'Errore Generico' when the server sent no message", async () => {
    renderToasts();
    act(() => notifyError(new ApiError('http', 502)));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Errore 502');
    expect(toast).toHaveTextContent('Errore Generico');
  });

  it('stays silent on 401 (the browser is going to the sign-on page) and on cancellation', () => {
    renderToasts();
    act(() => {
      notifyError(new ApiError('unauthorized', 401, 'Sessione scaduta'));
      notifyError(new DOMException('aborted', 'AbortError'));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`closes after ${TOAST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => notifyError(new ApiError('http', 500, 'Boom')));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    // hide, then the exit transition: timers scheduled by React effects need separate steps
    for (let step = 0; step < 10; step += 1) {
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('translates the texts in English', async () => {
    await loadLocale('en'); // English is downloaded on demand
    await i18n.changeLanguage('en');
    expect(describeError(new ApiError('network', null))).toEqual({
      title: 'Error',
      message: 'Server unreachable.',
    });
    expect(describeError(new ApiError('http', 404))).toEqual({
      title: 'Error 404',
      message: 'Generic error',
    });
  });
});
