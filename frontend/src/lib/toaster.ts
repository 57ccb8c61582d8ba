import { createToaster } from '@chakra-ui/react';

const toasts = createToaster({
  placement: 'bottom-end',
  // The Toaster component raises the bottom offset above a bar held at the bottom of the screen.
  offsets: { top: '1rem', right: '1rem', bottom: 'var(--toast-offset-bottom, 1rem)', left: '1rem' },
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

type ToastOptions = Parameters<typeof toasts.create>[0];

/**
 * Shows a toast after taking the one on screen (and any waiting) away at once: `remove` unmounts it
 * without an exit animation, where `dismiss` would keep it up through its exit and queue the new
 * one behind it until then.
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
