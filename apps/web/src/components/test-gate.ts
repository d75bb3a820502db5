/** A promise a test resolves when it chooses (e.g. the moment a lazily imported chunk "arrives"). */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}
