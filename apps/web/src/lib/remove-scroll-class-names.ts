/**
 * The names of react-remove-scroll's classes (the same strings as the library's, which a test
 * checks), without the library: a modal loads it when it opens; the app's fixed header only needs
 * the class that keeps it in place while the page's scroll is locked.
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
};
