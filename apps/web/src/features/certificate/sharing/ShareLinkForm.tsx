import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SHARE_LABEL_MAX,
  SHARE_LINK_DAYS,
  SHARE_LINK_MAX_VIEWS,
  SHARE_TARGETS,
  shareLinkFormSchema,
} from '@portal/domain';
import { IconLink } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '#i18n';
import { withLocalizedErrors } from '../../../lib/messages.ts';
import { useCreateShareLink } from './api.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';

type FormIn = z.input<typeof shareLinkFormSchema>;
type FormOut = z.output<typeof shareLinkFormSchema>;

const DEFAULTS: FormIn = { target: 'verifica', days: '30', maxViews: '', label: '', notify: false };

/** Creating a share link: what it opens, how long, how many views, a name, whether to be told of views. */
export function ShareLinkForm() {
  const { t } = useTranslation();
  const create = useCreateShareLink();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: withLocalizedErrors(zodResolver(shareLinkFormSchema)),
    defaultValues: DEFAULTS,
  });
  const errors = form.formState.errors;

  return (
    <Stack gap="md">
      <form
        noValidate
        aria-label={t('certificate.share.newLink')}
        onSubmit={form.handleSubmit((body) => create.mutate(body, { onSuccess: () => form.reset(DEFAULTS) }))}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('certificate.share.target')}
            data={SHARE_TARGETS.map((v) => ({ value: v, label: t(`certificate.share.targets.${v}`) }))}
            {...form.register('target')}
          />
          <NativeSelect
            label={t('certificate.share.days')}
            data={SHARE_LINK_DAYS.map((d) => ({
              value: String(d),
              label: t('certificate.share.daysOption', { count: d }),
            }))}
            error={errors.days?.message}
            {...form.register('days')}
          />
          <Controller
            control={form.control}
            name="maxViews"
            render={({ field }) => (
              <NumberInput
                label={t('certificate.share.maxViews')}
                description={t('certificate.share.maxViewsHint')}
                min={1}
                max={SHARE_LINK_MAX_VIEWS}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : '')}
                onBlur={field.onBlur}
                error={errors.maxViews?.message}
              />
            )}
          />
          <TextInput
            label={t('certificate.share.label')}
            description={t('certificate.share.labelHint')}
            maxLength={SHARE_LABEL_MAX}
            error={errors.label?.message}
            {...form.register('label')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="notify"
          render={({ field }) => (
            <Switch
              mt="md"
              label={t('certificate.share.notify')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Group mt="md">
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconLink size={16} aria-hidden="true" />}
          >
            {t('certificate.share.create')}
          </Button>
        </Group>
      </form>
      {create.data && (
        <Alert color="green" title={t('certificate.share.createdTitle')} role="status">
          <Text size="sm">{t('certificate.share.createdText')}</Text>
          <Group gap="xs" mt="xs" wrap="nowrap">
            <Text size="sm" ff="monospace" data-testid="created-link" style={{ overflowWrap: 'anywhere' }}>
              {create.data.url}
            </Text>
            <CopyLinkButton value={create.data.url} variant="light" />
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
