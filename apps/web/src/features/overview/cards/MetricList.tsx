import { DataList } from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import type { ReactNode } from 'react';

export interface Metric {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * Label/value rows of a card (a <dl>): the label on the left, the value right-aligned and bold
 * (or left-aligned for sentences), wrapping instead of overflowing in narrow cards.
 */
export function MetricList({
  items,
  strongValues = true,
  textValues = false,
}: {
  items: readonly Metric[];
  strongValues?: boolean;
  /** Values that are sentences (addresses, descriptions): left-aligned, 60 % of the width. */
  textValues?: boolean;
}) {
  return (
    <DataList
      size="sm"
      withDivider
      gap={6}
      labelWidth={0}
      styles={{
        item: { justifyContent: 'space-between' },
        itemLabel: { flex: textValues ? '0 0 40%' : '1 1 50%' },
        itemValue: {
          flex: textValues ? '1 1 60%' : '0 1 auto',
          maxWidth: textValues ? undefined : '60%',
          textAlign: textValues ? 'start' : 'end',
          overflowWrap: 'anywhere',
          fontWeight: strongValues ? 600 : undefined,
        },
      }}
    >
      {items.map((item) => (
        <DataList.Item key={item.key}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
