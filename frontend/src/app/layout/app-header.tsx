import { HStack, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminBadge } from '@/app/layout/admin-badge';
import { HeaderBar } from '@/app/layout/app-frame';
import { DesktopNav } from '@/app/layout/desktop-nav';
import { MobileMenuButton } from '@/app/layout/mobile-menu-button';
import { personName } from '@/app/layout/person-name';
import { BrandMark } from '@/components/brand-mark';
import { SignOutButton } from '@/components/sign-out-button';
import { ProfileNameButton } from '@/features/reminders/components/profile-name-button';
import type { CurrentUser } from '@/lib/user';

// The menu's code (and its positioning engine) comes just after the page; until then the same button stands in.
const ProfileMenuButton = lazy(() =>
  import('@/features/reminders/components/profile-menu').then(({ ProfileMenuButton }) => ({
    default: ProfileMenuButton,
  })),
);

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
      <Suspense fallback={<ProfileNameButton name={personName(user)} />}>
        <ProfileMenuButton name={personName(user)} />
      </Suspense>
      {user.isAdmin && <AdminBadge />}
      <SignOutButton />
    </HStack>
  </HeaderBar>
);
