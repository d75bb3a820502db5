/**
 * What Mantine's AppShell takes from react-remove-scroll (see vite.config.ts): the names of its
 * classes only — the same strings as the library's, which a test checks.
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
};
