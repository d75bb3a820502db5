import { Button, type ButtonProps, Text } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';

type HeaderButtonProps = Omit<ButtonProps, 'leftSection' | 'children'> &
  Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'> & {
    icon: ReactNode;
    /** The text beside the icon, from the given breakpoint up (the accessible name stays). */
    text: string;
    textFrom: 'sm' | 'md';
  };

/** A header action: an icon, with its text on wider screens (help box, language switch). */
export function HeaderButton({ icon, text, textFrom, ...props }: HeaderButtonProps) {
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      px={6}
      leftSection={icon}
      styles={{ section: { marginInlineEnd: 0 } }}
      {...props}
    >
      <Text span visibleFrom={textFrom} ml={6} fz="sm">
        {text}
      </Text>
    </Button>
  );
}
