import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useEffect } from 'react';
import { toaster } from '@/lib/toaster';

const TOAST_GAP_PX = 16;

/** A toast's height before it is drawn: a title and a line. */
const TOAST_HEIGHT_PX = 80;

/**
 * The room a toast leaves at the bottom of the screen: none, or, when a bar (marked `data-bottom-bar`,
 * like Save All Picks) has too little room under it for the toast, the bar's height from the
 * screen's bottom, so the toast rests above the bar instead of over its buttons. A short page ends
 * with the bar mid-screen: the toast stays at the bottom under it, not over the lines above it that
 * the player taps next.
 */
const bottomClearance = () => {
  const bar = document.querySelector('[data-bottom-bar]')?.getBoundingClientRect();
  if (!bar) return 0;
  const toast = document.querySelector('[data-scope="toast"][data-part="root"]');
  const toastHeight = toast?.getBoundingClientRect().height || TOAST_HEIGHT_PX;
  const roomUnder = window.innerHeight - bar.bottom;
  return roomUnder >= toastHeight + 2 * TOAST_GAP_PX ? 0 : Math.max(0, window.innerHeight - bar.top);
};

/**
 * Keeps toasts clear of a bar at the bottom of the screen: the bar sits higher once the page's end
 * scrolls into view, so the clearance is measured whenever a toast comes, as the page scrolls and as
 * it changes height. It is set on the toasts' region, which alone reads it: set on the document's
 * root, every element of the page inherits it, and each change restyled and laid out the whole page
 * (on the results' grid, 2,000 elements, some 100 ms on a phone as the region mounted, and again at
 * each scroll past the bar).
 */
const useBottomBarClearance = () => {
  useEffect(() => {
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const region = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]');
        // The region's portal mounts a frame after this component.
        if (!region) return place();
        region.style.setProperty('--toast-offset-bottom', `${bottomClearance() + TOAST_GAP_PX}px`);
      });
    };
    // A toast may have come before the region mounted (app/routed-app.tsx mounts it for the first).
    place();
    const unsubscribe = toaster.subscribe(place);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    // The page grows or shrinks under a toast (a card opens): the bar may come to the bottom or leave it.
    const pageSize = new ResizeObserver(place);
    pageSize.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      pageSize.disconnect();
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
