import { Card, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { LoadingState } from '../../../components/LoadingState.tsx';

/** One titled section of the certificate's sharing part, named by its title for assistive tech. */
export function SharingCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intro}
      </Text>
      {children}
    </Card>
  );
}

/** A query's loading, error or loaded content. */
export function Loaded({
  query,
  error,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  error: string;
  children: () => ReactNode;
}) {
  return query.isPending ? <LoadingState /> : query.isError ? <Text c="dimmed">{error}</Text> : children();
}
