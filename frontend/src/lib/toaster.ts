import { createToaster } from '@chakra-ui/react';

/** One toast at a time, 5 s each (spec section 9). */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});
