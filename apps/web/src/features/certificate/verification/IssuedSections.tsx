import { List, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Table.css';
import type { IssuedBlock, IssuedSection } from '@portal/domain';
import { ScrollTable } from './ScrollTable.tsx';

function Block({ block, title }: { block: IssuedBlock; title: string }) {
  switch (block.type) {
    case 'rows':
      return (
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {block.rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="45%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
    case 'table':
      return (
        <ScrollTable minWidth={480} label={title}>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                {block.head.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row, i) => (
                // rows have no identity of their own: their place is their key
                // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
                <Table.Tr key={i}>
                  {row.map((cell, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
                    <Table.Td key={j}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      );
    case 'text':
      return <Text size={block.small ? 'xs' : 'sm'}>{block.text}</Text>;
    case 'list':
      return (
        <div>
          <Text size="sm" fw={700}>
            {block.title}
          </Text>
          <List size="sm">
            {block.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
      );
  }
}

/** The sections of a certificate with their values as issued (as on the PDF, in Italian). */
export function IssuedSections({ sections }: { sections: IssuedSection[] }) {
  return (
    <Stack gap="lg">
      {sections.map((s) => (
        <section key={s.key} aria-label={s.title} lang="it">
          <Title order={3} fz="h5" mb="xs">
            {s.title}
          </Title>
          <Stack gap="xs">
            {s.blocks.map((b, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
              <Block key={i} block={b} title={s.title} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
