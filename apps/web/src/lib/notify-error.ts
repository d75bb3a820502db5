import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@portal/domain';
import { ApiError, isAbortError } from './api.ts';
import { i18n, type TFunction } from './i18n.ts';

export interface ErrorToast {
  title: string;
  message: string;
}

/** Texts of the failure toast (spec part 1 §8 "Other failures"). */
export function describeError(error: unknown, t: TFunction = i18n.t): ErrorToast {
  if (error instanceof ApiError) {
    if (error.kind === 'network') {
      return { title: t('errors.toastTitleNoStatus'), message: t('errors.unreachable') };
    }
    return {
      title:
        error.status === null
          ? t('errors.toastTitleNoStatus')
          : t('errors.toastTitle', { status: error.status }),
      message: error.serverMessage ?? t('errors.generic'),
    };
  }
  return { title: t('errors.toastTitleNoStatus'), message: t('errors.generic') };
}

/** Shows the failure toast; silent for cancelled requests and for 401 (already redirecting). */
export function notifyError(error: unknown): void {
  if (isAbortError(error)) return;
  if (error instanceof ApiError && error.kind === 'unauthorized') return;
  const { title, message } = describeError(error);
  notifications.show({ color: 'red', title, message, autoClose: TOAST_TIMEOUT_MS, withBorder: true });
}
