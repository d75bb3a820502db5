import './register-locales.ts';
import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { saveFile } from '../../lib/download.ts';
import { i18n } from '../../lib/i18n.ts';

export interface StoredFile {
  /** The key the server gave the file (codiceBilancio, codiceDocumento…). */
  codice: string;
  nomeFile: string;
  formato?: string | null;
}

/**
 * The one download of a stored contribution file, for companies and analysts alike:
 * GET /contribuzioni/allegato/download saved under its name; 'Errore download documento.' toast on
 * failure.
 */
export function useFileDownload() {
  return useMutation({
    mutationFn: async ({ codice, nomeFile, formato }: StoredFile) => {
      const response = await apiFetch('/contribuzioni/allegato/download', {
        query: { nomeFile, codice, formato },
      });
      saveFile(await response.blob(), nomeFile);
    },
    meta: { silentError: true },
    onError: () =>
      notifications.show({
        color: 'red',
        message: i18n.t('uploader.downloadError'),
        autoClose: TOAST_TIMEOUT_MS,
        withBorder: true,
      }),
  });
}
