import { Combobox, createListCollection, Portal } from '@chakra-ui/react';
import { SQUARE_NAME_MAX } from '@shared/squares';
import { memo, useMemo } from 'react';
import { namesMatching } from '@/features/admin-squares/squares-draft';

interface SquareNameInputProps {
  position: number;
  value: string;
  /** Differs from the saved name: marked until Save All. */
  changed: boolean;
  /** The id of the message saying why the name cannot be saved, when it cannot. */
  problemId: string | undefined;
  /** The players' usernames the box offers. */
  choices: readonly string[];
  disabled: boolean;
  onEdit: (position: number, name: string) => void;
}

/**
 * One square's name: a player chosen from the list (their username, whatever its length), or a name
 * typed for someone outside the app, capped at 10 characters as it is typed. Memoised, so typing
 * re-renders one square, not 100.
 */
export const SquareNameInput = memo(
  ({ position, value, changed, problemId, choices, disabled, onEdit }: SquareNameInputProps) => {
    const collection = useMemo(
      () => createListCollection({ items: namesMatching(choices, value) }),
      [choices, value],
    );
    return (
      <Combobox.Root
        collection={collection}
        inputValue={value}
        onInputValueChange={(details) => onEdit(position, details.inputValue)}
        allowCustomValue
        openOnClick
        openOnChange={(details) => namesMatching(choices, details.inputValue).length > 0}
        inputBehavior="none"
        selectionBehavior="replace"
        disabled={disabled}
        invalid={problemId !== undefined}
        size="sm"
        minW="0"
        positioning={{ sameWidth: false, placement: 'bottom-start' }}
      >
        <Combobox.Control>
          <Combobox.Input
            aria-label={`Square ${position}`}
            placeholder={`#${position}`}
            px="1.5"
            textAlign="center"
            autoComplete="off"
            spellCheck={false}
            maxLength={SQUARE_NAME_MAX}
            // A player's long username does not fit the cell: the whole name on hover.
            title={value || undefined}
            {...(changed && { bg: 'brand.subtle', borderColor: 'brand.solid' })}
            {...(problemId && { 'aria-describedby': problemId, borderColor: 'border.error' })}
          />
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content minW="40" maxH="60">
              {collection.items.map((name) => (
                <Combobox.Item key={name} item={name}>
                  {name}
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    );
  },
);
