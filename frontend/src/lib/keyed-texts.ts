/** React keys for texts that may repeat: the text itself, then "text#2", "text#3" for its repeats. */
export const keyedTexts = (texts: readonly string[]): { key: string; text: string }[] => {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return { key: count === 1 ? text : `${text}#${count}`, text };
  });
};
