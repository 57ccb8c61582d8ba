import { createToaster } from '@chakra-ui/react';

const toasts = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

/**
 * One toast at a time, 5 s each (spec section 9), and the newest wins at once: a new message
 * clears the one on screen (and any waiting) instead of queueing behind it, so what shows always
 * belongs to the last action.
 */
export const toaster: typeof toasts = {
  ...toasts,
  create: (options) => {
    toasts.remove();
    return toasts.create(options);
  },
};
