/** A promise the test opens by hand: a request held at a point until the test lets it go on. */
export const gate = () => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};
