import { Input } from '@chakra-ui/react';
import { SQUARE_NAME_MAX } from '@shared/squares';
import { memo } from 'react';

interface SquareNameInputProps {
  position: number;
  value: string;
  /** Differs from the saved name: marked until Save All. */
  changed: boolean;
  disabled: boolean;
  onEdit: (position: number, name: string) => void;
}

/** One square's name (up to 10 characters); memoised, so typing re-renders one input, not 100. */
export const SquareNameInput = memo(
  ({ position, value, changed, disabled, onEdit }: SquareNameInputProps) => (
    <Input
      aria-label={`Square ${position}`}
      placeholder={`#${position}`}
      maxLength={SQUARE_NAME_MAX}
      value={value}
      onChange={(event) => onEdit(position, event.target.value)}
      disabled={disabled}
      size="sm"
      px="1.5"
      textAlign="center"
      autoComplete="off"
      spellCheck={false}
      {...(changed && { bg: 'brand.subtle', borderColor: 'brand.solid' })}
    />
  ),
);
