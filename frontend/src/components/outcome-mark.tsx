import type { IconProps } from '@chakra-ui/react';
import type { PickOutcome } from '@shared/scoring';
import { CheckIcon } from '@/components/icons/check-icon';
import { CrossIcon } from '@/components/icons/cross-icon';

/**
 * The shape beside a graded pick, so right and wrong differ by more than colour: a check for
 * correct, a cross for incorrect, nothing for a push (its cell says "Push") or a pending pick.
 */
export const OutcomeMark = ({ outcome, ...props }: IconProps & { outcome: PickOutcome }) => {
  if (outcome === 'correct') return <CheckIcon {...props} />;
  if (outcome === 'incorrect') return <CrossIcon {...props} />;
  return null;
};
