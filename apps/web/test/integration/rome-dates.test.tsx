import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/features/integration/outcomes/texts.ts';
import { ConfirmationState } from '../../src/features/integration/outcomes/ConfirmationState.tsx';

/*
 * Issue 25 §3: the company's screen prints the day the supplier's mail prints (the day in Italy),
 * for a request that expires at 00:30 and at 23:30 Rome time (UTC says 20/11 and 20/11).
 */
describe('the company sees the day in Italy, as the supplier mail does', () => {
  it.each([
    ['2099-11-20T23:30:00.000Z', '21/11/2099'], // 00:30 on 21/11 in Rome
    ['2099-11-20T22:30:00.000Z', '20/11/2099'], // 23:30 on 20/11 in Rome
    ['2099-07-14T22:30:00.000Z', '15/07/2099'], // 00:30 on 15/07 in Rome (summer time)
  ])('expires %s → scade il %s', (expiresAt, day) => {
    render(
      <MantineProvider>
        <ConfirmationState
          confirmation={{
            blockId: 'b',
            email: 'fornitore@example.it',
            selfProvided: false,
            requestedAt: '2099-11-01T10:00:00.000Z',
            expiresAt,
            answer: null,
            answeredAt: null,
            correctedPaymentDate: null,
            correctedAmount: null,
            reason: null,
          }}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('supplier-confirmation')).toHaveTextContent(`scade il ${day}`);
  });
});
