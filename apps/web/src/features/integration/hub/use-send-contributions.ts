import type { ModuleName } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sendContributions } from '../api.ts';
import { contributionKeys } from '../wizard/index.ts';
import type { SendState } from './SendModal.tsx';

/**
 * The send flow (spec part 1 §4): the modal shows the loading message, then the result; after a
 * success the module info (and the list and counters) are read again. Kept by the page, not the
 * bottom bar: the bar goes away when the sent modules are no longer saved, the result stays.
 */
export function useSendContributions() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const mutation = useMutation({
    mutationFn: (modules: ModuleName[]) => sendContributions(modules),
    meta: { silentError: true }, // the modal says it
    onMutate: () => setState({ status: 'pending' }),
    onSuccess: (result) => {
      if (!result.esito) return setState({ status: 'error' });
      setState({ status: 'success', result });
      void queryClient.invalidateQueries({ queryKey: contributionKeys.all });
    },
    onError: () => setState({ status: 'error' }),
  });
  return {
    state,
    send: (modules: ModuleName[]) => mutation.mutate(modules),
    sending: mutation.isPending,
    close: () => setState({ status: 'idle' }),
  };
}
