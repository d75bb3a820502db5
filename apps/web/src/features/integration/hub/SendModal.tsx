import { Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import type { SendResponse } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { failedInvoiceLine } from './failed-invoices.ts';

export type SendState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; result: SendResponse }
  | { status: 'error' };

/**
 * The send flow's modal (spec part 1 §2.2, §8): 'Invia contribuzioni' saying 'Invio contribuzioni in
 * corso', then 'Dati inviati
 * correttamente!' (with the discarded invoices, if any) or 'Si è verificato un errore.'.
 */
export function SendModal({ state, onClose }: { state: SendState; onClose: () => void }) {
  const { t } = useTranslation();
  const pending = state.status === 'pending';
  const title =
    state.status === 'success'
      ? t('integration.send.successTitle')
      : state.status === 'error'
        ? t('integration.send.errorTitle')
        : // while sending: the action as the title, the loading message as the body (spec part 1 §2.2, §4)
          t('integration.send.title');

  return (
    <Modal
      opened={state.status !== 'idle'}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      // the result has its own Close button; while sending there is nothing to close
      withCloseButton={false}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      {state.status === 'pending' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('integration.send.pending')}</Text>
        </Group>
      )}
      {state.status === 'success' && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCircleCheck
              color="var(--mantine-color-green-7)"
              aria-hidden="true"
              style={{ flexShrink: 0 }}
            />
            <Text>{t('integration.send.successText')}</Text>
          </Group>
          {state.result.fattureInErrore.length > 0 && (
            <Stack gap="xs" data-testid="failed-invoices">
              <Text fw={600}>{t('integration.send.failedIntro')}</Text>
              <List spacing={4} size="sm">
                {state.result.fattureInErrore.map((invoice) => (
                  <List.Item
                    key={`${invoice.numeroFattura}-${invoice.denominazioneFornitore}-${invoice.codiceErrore}`}
                  >
                    {failedInvoiceLine(invoice, t)}
                  </List.Item>
                ))}
              </List>
              <Text size="sm">{t('integration.send.failedOutro')}</Text>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('integration.send.close')}</Button>
          </Group>
        </Stack>
      )}
      {state.status === 'error' && (
        <Stack gap="md">
          <Text>{t('integration.send.errorText')}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('integration.send.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
