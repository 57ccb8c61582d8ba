import { createToaster } from '@chakra-ui/react';

const toasts = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

type ToastOptions = Parameters<typeof toasts.create>[0];

/**
 * Shows a toast after taking the one on screen (and any waiting) away at once: `remove` unmounts it
 * without an exit animation, where `dismiss` would keep it up and queue the new one behind it.
 */
const replacing =
  <Result>(show: (options: ToastOptions) => Result) =>
  (options: ToastOptions): Result => {
    toasts.remove();
    return show(options);
  };

/**
 * One toast at a time, 5 s each (spec section 9), and the newest wins at once, so what shows always
 * belongs to the last action.
 */
export const toaster: typeof toasts = {
  ...toasts,
  create: replacing(toasts.create),
  success: replacing(toasts.success),
  error: replacing(toasts.error),
  warning: replacing(toasts.warning),
  info: replacing(toasts.info),
  loading: replacing(toasts.loading),
};
