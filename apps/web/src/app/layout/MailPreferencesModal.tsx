import './register-locales.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { notifications } from '@mantine/notifications';
import { MAIL_KINDS, type MailPreferences, mailPreferencesSchema } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { Dialog } from '../../components/Dialog.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { apiRequest } from '../../lib/api.ts';
import { withLocalizedErrors } from '../../lib/messages.ts';

const KEY = ['user', 'mail-preferences'] as const;

/** The user's e-mail settings: language and, per kind, whether they receive it (issue 17 §3). */
export function MailPreferencesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const current = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/user/mail-preferences', mailPreferencesSchema, { signal }),
    enabled: opened,
  });
  const save = useMutation({
    mutationFn: (body: MailPreferences) =>
      apiRequest('/user/mail-preferences', mailPreferencesSchema, { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      notifications.show({ color: 'green', message: t('mailPreferences.saved'), withBorder: true });
      onClose();
    },
  });
  const { control, handleSubmit, reset } = useForm<MailPreferences>({
    resolver: withLocalizedErrors(zodResolver(mailPreferencesSchema)),
  });
  useEffect(() => {
    if (current.data) reset(current.data);
  }, [current.data, reset]);

  return (
    <Dialog opened={opened} onClose={onClose} title={t('mailPreferences.title')}>
      {current.isPending ? (
        <LoadingState />
      ) : current.isError ? (
        <Alert color="red">{t('mailPreferences.loadError')}</Alert>
      ) : (
        <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate>
          <Stack>
            <Fieldset legend={t('mailPreferences.kindsLabel')} variant="unstyled">
              <Text size="sm" c="dimmed">
                {t('mailPreferences.kindsHelp')}
              </Text>
              <Stack gap="xs" mt="xs">
                {MAIL_KINDS.map((kind) => (
                  <Controller
                    key={kind}
                    control={control}
                    name={`kinds.${kind}`}
                    render={({ field }) => (
                      <Checkbox
                        label={t(`mailPreferences.kinds.${kind}`)}
                        checked={field.value ?? false}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                      />
                    )}
                  />
                ))}
              </Stack>
            </Fieldset>
            <Controller
              control={control}
              name="locale"
              render={({ field }) => (
                <Radio.Group
                  label={t('mailPreferences.locale')}
                  value={field.value}
                  onChange={field.onChange}
                >
                  <Group mt="xs">
                    <Radio value="it" label="Italiano" />
                    <Radio value="en" label="English" />
                  </Group>
                </Radio.Group>
              )}
            />
            {save.isError && <Alert color="red">{t('mailPreferences.saveError')}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('mailPreferences.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
