import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A chart with its caption above, as the overview's cards show them. */
export function CaptionedChart({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
      {children}
    </Stack>
  );
}
