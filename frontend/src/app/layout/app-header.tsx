import { HStack, Link } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminBadge } from '@/app/layout/admin-badge';
import { HeaderBar } from '@/app/layout/app-frame';
import { DesktopNav } from '@/app/layout/desktop-nav';
import { MobileMenuButton } from '@/app/layout/mobile-menu-button';
import { personName } from '@/app/layout/person-name';
import { BrandMark } from '@/components/brand-mark';
import { SignOutButton } from '@/components/sign-out-button';
import { ProfileNameButton } from '@/features/profile-menu/components/profile-name-button';
import type { CurrentUser } from '@/lib/user';

const loadProfileMenu = () => import('@/features/profile-menu/components/profile-menu');

const ProfileMenuButton = lazy(() =>
  loadProfileMenu().then(({ ProfileMenuButton }) => ({ default: ProfileMenuButton })),
);

/**
 * The player's name, which opens the profile menu. The menu (its code, its positioning engine and
 * its render) waits for the player to want it: a pointer over the name or focus on it fetches the
 * code, a tap opens the menu, as soon as the code is there. Until then the same button stands, so a
 * page's load never pays for a menu nobody opened.
 */
const HeaderProfileMenu = ({ name }: { name: string }) => {
  const [tapped, setTapped] = useState(false);
  const nameButton = (
    <ProfileNameButton
      name={name}
      aria-haspopup="menu"
      onClick={() => setTapped(true)}
      onPointerEnter={() => void loadProfileMenu()}
      onFocus={() => void loadProfileMenu()}
    />
  );
  if (!tapped) return nameButton;
  return (
    <Suspense fallback={nameButton}>
      <ProfileMenuButton name={name} defaultOpen />
    </Suspense>
  );
};

interface AppHeaderProps {
  user: CurrentUser;
}

export const AppHeader = ({ user }: AppHeaderProps) => (
  <HeaderBar>
    <HStack gap={{ base: '1', md: '6' }} minW="0">
      <MobileMenuButton user={user} />
      <Link asChild color="fg" textDecoration="none" _hover={{ textDecoration: 'none' }}>
        <RouterLink to="/" aria-label="NFL Pool home">
          <BrandMark />
        </RouterLink>
      </Link>
      <DesktopNav isAdmin={user.isAdmin} />
    </HStack>
    <HStack gap="3" hideBelow="md" minW="0">
      <HeaderProfileMenu name={personName(user)} />
      {user.isAdmin && <AdminBadge />}
      <SignOutButton />
    </HStack>
  </HeaderBar>
);
