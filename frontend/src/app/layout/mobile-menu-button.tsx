import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MenuIcon } from '@/components/icons/menu-icon';
import type { CurrentUser } from '@/lib/user';

// The drawer (dialog, focus trap, scroll lock) is only needed once the menu opens on a small screen.
const loadDrawer = () => import('@/app/layout/mobile-nav-drawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileNavDrawer })));

interface MobileMenuButtonProps {
  user: CurrentUser;
}

/** Below md: the hamburger that opens the slide-out menu. */
export const MobileMenuButton = ({ user }: MobileMenuButtonProps) => {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    // Fetch the drawer while the phone is idle, so the first tap opens it at once.
    if (!window.matchMedia('(max-width: 767.98px)').matches) return;
    const timer = window.setTimeout(() => void loadDrawer(), 1500);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="md"
        hideFrom="md"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon boxSize="6" />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileNavDrawer user={user} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
};
