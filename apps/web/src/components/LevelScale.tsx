import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '#i18n';
import classes from './LevelScale.module.css';

export interface ScaleLevel {
  key: string;
  label: string;
}

interface LevelScaleProps {
  /** Names the scale, e.g. 'Livello eventi negativi'. */
  label: string;
  /** Best level first (as the scales of @portal/domain). */
  levels: readonly ScaleLevel[];
  /** Key of the current level; null or unknown shows '-' and no step highlighted. */
  current: string | null;
}

/** Hue of a step: green for the best level down to red for the worst. */
const hue = (index: number, count: number) =>
  count <= 1 ? 130 : Math.round(130 - (130 * index) / (count - 1));

/**
 * A stepper-like level scale (spec part 1 §3 "Stepper scales"): an ordered list with one step per
 * level, the current one marked with aria-current="step" (taller, darker and outlined, so it is
 * not told by colour alone), the current level written out below with its position, and the two
 * extreme labels at the ends.
 */
export function LevelScale({ label, levels, current }: LevelScaleProps) {
  const { t } = useTranslation();
  const index = levels.findIndex((level) => level.key === current);
  const active = index >= 0 ? levels[index] : undefined;
  const first = levels[0];
  const last = levels[levels.length - 1];

  return (
    <Box>
      <ol
        className={classes.steps}
        aria-label={label}
        style={{ '--scale-count': levels.length } as CSSProperties}
      >
        {levels.map((level, i) => (
          <li
            key={level.key}
            className={classes.step}
            aria-current={i === index ? 'step' : undefined}
            style={{ '--step-hue': hue(i, levels.length) } as CSSProperties}
          >
            <VisuallyHidden>{level.label}</VisuallyHidden>
          </li>
        ))}
      </ol>
      {first && last && (
        <div className={classes.ends} aria-hidden="true">
          <span>{first.label}</span>
          <span>{last.label}</span>
        </div>
      )}
      <Text size="sm" mt={6}>
        <Text span c="dimmed" size="sm">
          {label}:{' '}
        </Text>
        <Text span fw={700} size="sm">
          {active ? active.label : '-'}
        </Text>
        {active && (
          <Text span c="dimmed" size="sm">
            {' '}
            {t('common.levelOf', { position: index + 1, count: levels.length })}
          </Text>
        )}
      </Text>
    </Box>
  );
}
