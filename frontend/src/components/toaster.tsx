import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useEffect } from 'react';
import { toaster } from '@/lib/toaster';

const TOAST_GAP_PX = 16;

/**
 * Keeps toasts above a bar held at the bottom of the screen (marked `data-bottom-bar`, like Save All
 * Picks) instead of over its buttons: the bar sits higher once the page's end scrolls into view, so
 * the clearance is measured whenever a toast comes and as the page scrolls.
 */
const useBottomBarClearance = () => {
  useEffect(() => {
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const bar = document.querySelector('[data-bottom-bar]');
        const covered = bar ? Math.max(0, window.innerHeight - bar.getBoundingClientRect().top) : 0;
        document.documentElement.style.setProperty('--toast-offset-bottom', `${covered + TOAST_GAP_PX}px`);
      });
    };
    // A toast may have come before the region mounted (app/routed-app.tsx mounts it for the first).
    place();
    const unsubscribe = toaster.subscribe(place);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, []);
};

/** Renders the toasts of `toaster` (lib/toaster); mounted once, beside the router (app/routed-app). */
export const Toaster = () => {
  useBottomBarClearance();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description whiteSpace="pre-line" opacity="1">
                  {toast.description}
                </Toast.Description>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
};
