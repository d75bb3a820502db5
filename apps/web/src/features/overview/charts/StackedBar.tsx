import { Group, Text } from '@mantine/core';

export interface BarSegment {
  key: string;
  label: string;
  value: number;
  /** A CSS colour, e.g. 'var(--mantine-color-brand-7)'. */
  color: string;
}

interface StackedBarProps {
  /** What the bar shows; the start of its accessible name. */
  title: string;
  segments: readonly BarSegment[];
  formatValue: (value: number) => string;
}

/**
 * A horizontal 100 % stacked bar as inline SVG (no chart library). The SVG is an image named by
 * the title and every value; the legend below repeats the values as text.
 */
export function StackedBar({ title, segments, formatValue }: StackedBarProps) {
  const total = segments.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const description = segments.map((s) => `${s.label} ${formatValue(s.value)}`).join(', ');
  let x = 0;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={`${title}: ${description}`}
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        width="100%"
        height={14}
        style={{
          display: 'block',
          borderRadius: 7,
          overflow: 'hidden',
          background: 'var(--mantine-color-gray-2)',
        }}
      >
        {total > 0 &&
          segments.map((segment) => {
            const width = (Math.max(0, segment.value) / total) * 100;
            const rect = (
              <rect key={segment.key} x={x} y={0} width={width} height={10} style={{ fill: segment.color }} />
            );
            x += width;
            return rect;
          })}
      </svg>
      <Group component="ul" gap="md" mt={8} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {segments.map((segment) => (
          <Group component="li" key={segment.key} gap={6} wrap="nowrap">
            <span
              aria-hidden="true"
              style={{ width: 10, height: 10, borderRadius: 2, background: segment.color, flex: 'none' }}
            />
            <Text size="xs" c="dimmed">
              {segment.label}
            </Text>
            <Text size="xs" fw={700}>
              {formatValue(segment.value)}
            </Text>
          </Group>
        ))}
      </Group>
    </figure>
  );
}
