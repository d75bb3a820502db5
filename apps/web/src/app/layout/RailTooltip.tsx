import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** The long label of a rail entry as a tooltip (see Sidebar): downloaded only at rail widths. */
interface RailTooltipProps {
  label: string;
  disabled: boolean;
  children: ReactElement;
}

export default function RailTooltip({ label, disabled, children }: RailTooltipProps) {
  return (
    <Tooltip label={label} position="right" withArrow disabled={disabled}>
      {children}
    </Tooltip>
  );
}
