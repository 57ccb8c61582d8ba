import { Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { AdminBadge } from '@/app/layout/admin-badge';
import { NavLinkItem } from '@/app/layout/nav-link-item';
import { visibleNavLinks } from '@/app/layout/nav-links';
import { personName } from '@/app/layout/person-name';
import { UserAvatar } from '@/app/layout/user-avatar';
import { SignOutButton } from '@/components/sign-out-button';
import { ProfileMenu } from '@/features/profile-menu/components/profile-menu';
import type { CurrentUser } from '@/lib/user';

interface MobileNavDrawerProps {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The slide-out menu of small screens: the user, the links and Sign Out. */
export const MobileNavDrawer = ({ user, open, onOpenChange }: MobileNavDrawerProps) => {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" pb="4">
              <HStack gap="3" minW="0">
                <UserAvatar user={user} />
                <Box minW="0">
                  <Drawer.Title fontSize="md" truncate>
                    {personName(user)}
                  </Drawer.Title>
                  {user.isAdmin && <AdminBadge />}
                </Box>
              </HStack>
            </Drawer.Header>
            <Drawer.Body px="3" py="3">
              <Stack as="nav" aria-label="Main" gap="1">
                {visibleNavLinks(user.isAdmin).map((link) => (
                  <NavLinkItem key={link.path} link={link} layout="drawer" onNavigate={close} />
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" justifyContent="stretch">
              <Stack width="full" gap="2">
                {user.email && (
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {user.email}
                  </Text>
                )}
                <ProfileMenu
                  inline
                  trigger={
                    <Button variant="ghost" size="md" width="full">
                      Reminders
                    </Button>
                  }
                />
                <SignOutButton width="full" size="md" />
              </Stack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};
