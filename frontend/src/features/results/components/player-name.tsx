import { Text, type TextProps } from '@chakra-ui/react';

/** Break points after "_", "." and "@", so a long username wraps between its parts. */
const withBreaks = (name: string) =>
  name
    .split(/(?<=[_.@])/)
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={part + String(index)} />, part]));

/**
 * A player's name in a narrow column: it wraps only between words and username parts, never
 * mid-word; a part wider than the column ends in an ellipsis, the whole name in its title.
 */
export const PlayerName = ({ name, ...props }: { name: string } & TextProps) => (
  <Text
    whiteSpace="normal"
    overflowWrap="normal"
    wordBreak="normal"
    overflow="hidden"
    textOverflow="ellipsis"
    title={name}
    {...props}
  >
    {withBreaks(name)}
  </Text>
);
