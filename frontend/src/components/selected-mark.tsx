import { Circle } from '@chakra-ui/react';
import { CheckIcon } from '@/components/icons/check-icon';

/** The check on the corner of a chosen team tile (weekly picks, survivor picks): what makes it read as chosen. */
export const SelectedMark = () => (
  <Circle
    aria-hidden
    size="5"
    bg="white"
    color="brand.solid"
    position="absolute"
    top="-2"
    right="-2"
    borderWidth="2px"
    borderColor="brand.solid"
  >
    <CheckIcon boxSize="3" />
  </Circle>
);
