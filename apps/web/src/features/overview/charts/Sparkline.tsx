import { Group, Text, VisuallyHidden } from '@mantine/core';

export interface SparkPoint {
  label: string;
  value: number;
}

interface SparklineProps {
  /** What the line shows; the accessible name of the image and the caption of its table. */
  title: string;
  points: readonly SparkPoint[];
  formatValue: (value: number) => string;
  /** Column headers of the hidden table. */
  labelHeader: string;
  valueHeader: string;
}

const WIDTH = 240;
const HEIGHT = 48;
const PAD = 4;

/**
 * A small line chart as inline SVG (no chart library): an image named by its title, first and last
 * value; the values are also in a visually hidden table; first and last labels below the line.
 */
export function Sparkline({ title, points, formatValue, labelHeader, valueHeader }: SparklineProps) {
  if (points.length === 0) return null;
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  const coords = points.map((p, i) => ({
    x: PAD + i * step,
    y: PAD + (HEIGHT - 2 * PAD) * (1 - (p.value - min) / span),
  }));
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const end = coords[coords.length - 1]!;
  const summary = `${first.label} ${formatValue(first.value)} … ${last.label} ${formatValue(last.value)}`;

  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={`${title}: ${summary}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        style={{ display: 'block', maxWidth: WIDTH * 1.5 }}
        preserveAspectRatio="none"
      >
        <polyline
          points={coords.map((c) => `${c.x},${c.y}`).join(' ')}
          style={{ fill: 'none', stroke: 'var(--mantine-color-brand-7)', strokeWidth: 2 }}
          vectorEffect="non-scaling-stroke"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx={end.x} cy={end.y} r={3} style={{ fill: 'var(--mantine-color-brand-7)' }} />
      </svg>
      <Group justify="space-between" mt={2} aria-hidden="true">
        <Text size="xs" c="dimmed">
          {first.label} · {formatValue(first.value)}
        </Text>
        <Text size="xs" c="dimmed">
          {last.label} · {formatValue(last.value)}
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{formatValue(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
