import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a module's read-only summary or preview. */
export function PreviewField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}
