import type { ButtonProps } from '@chakra-ui/react';

/** A user's action buttons: two to a line and easy to tap on phones, compact in a row on wide screens. */
export const actionButtonProps: ButtonProps = {
  variant: 'outline',
  size: { base: 'sm', md: 'xs' },
  flex: { base: '1 1 40%', md: 'none' },
};
