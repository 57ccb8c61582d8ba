import { Badge, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { displayName } from '@shared/display-name';
import type { AdminUser } from '@shared/schemas/admin-people';
import type { User } from '@shared/user';
import { UserActions } from '@/features/admin-people/components/user-actions';

interface UserRowProps {
  user: AdminUser;
  isMe: boolean;
}

/** What the row says under the name: the real name and email when the name is not already one of them. */
const identity = (user: User, name: string): string[] => {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return [
    fullName !== name && fullName,
    user.email !== name && user.email,
    !user.username && 'No username yet',
  ].filter((part): part is string => Boolean(part));
};

/** One user of the list: a card on phones, a row with the actions at the right on wide screens. */
export const UserRow = ({ user, isMe }: UserRowProps) => {
  const name = displayName(user);
  const details = identity(user, name);
  return (
    <Flex
      as="li"
      direction={{ base: 'column', md: 'row' }}
      align={{ md: 'center' }}
      justify="space-between"
      gap="3"
      p={{ base: '3', md: '0' }}
      py={{ md: '3' }}
      borderWidth={{ base: '1px', md: '0' }}
      borderBottomWidth="1px"
      borderRadius={{ base: 'l2', md: '0' }}
      _last={{ md: { borderBottomWidth: '0' } }}
    >
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {name}
          </Text>
          {user.isAdmin && (
            <Badge colorPalette="red" variant="subtle" size="sm">
              Admin
            </Badge>
          )}
          {user.isConfiguredAdmin && (
            <Badge colorPalette="purple" variant="subtle" size="sm">
              ADMIN_EMAILS
            </Badge>
          )}
          {user.poolAccess === 'waiting' && (
            <Badge colorPalette="orange" variant="subtle" size="sm">
              Waiting to join
            </Badge>
          )}
          {user.poolAccess === 'outsider' && (
            <Badge colorPalette="gray" variant="outline" size="sm">
              Not in the pool
            </Badge>
          )}
          {isMe && (
            <Badge colorPalette="gray" variant="subtle" size="sm">
              You
            </Badge>
          )}
        </HStack>
        {details.length > 0 && (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {details.join(' · ')}
          </Text>
        )}
      </Stack>
      <UserActions user={user} name={name} isMe={isMe} />
    </Flex>
  );
};
