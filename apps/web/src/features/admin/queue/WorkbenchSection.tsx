import { Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A panel of the review workbench: a section named by its heading. */
export function WorkbenchSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
