import { Box, Button, Dialog, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminUser } from '@shared/schemas/admin-people';
import { actionButtonProps } from '@/features/admin-people/components/action-button-props';

const joinedFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

const joined = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 'Unknown' : joinedFormat.format(time);
};

interface UserDetailsButtonProps {
  user: AdminUser;
  name: string;
}

/** Details: a dialog with the user's id (first 8 characters), joining date, role, status, email and username. */
export const UserDetailsButton = ({ user, name }: UserDetailsButtonProps) => {
  const details: [string, string][] = [
    ['User ID', user.id.slice(0, 8)],
    ['Joined', joined(user.createdAt)],
    [
      'Role',
      user.isAdmin
        ? user.isConfiguredAdmin
          ? 'Administrator (ADMIN_EMAILS)'
          : 'Administrator'
        : 'Regular User',
    ],
    ['Status', 'Active'],
    ['Email', user.email ?? 'None'],
    ['Username', user.username ?? 'Not chosen yet'],
  ];
  return (
    <Dialog.Root placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button {...actionButtonProps} aria-label={`Details of ${name}`}>
          Details
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content mx="0">
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SimpleGrid as="dl" templateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="2">
                {details.map(([label, value]) => (
                  <Box key={label} display="contents">
                    <Text as="dt" color="fg.muted" fontSize="sm">
                      {label}
                    </Text>
                    <Text as="dd" fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
                      {value}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
