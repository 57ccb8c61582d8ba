import { Badge, Text } from '@chakra-ui/react';
import { displayName } from '@shared/display-name';
import type { AdminUser } from '@shared/schemas/admin-people';
import type { User } from '@shared/user';
import { PersonRow } from '@/features/admin-people/components/person-row';
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
    <PersonRow
      name={name}
      badges={
        <>
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
        </>
      }
      actions={<UserActions user={user} name={name} isMe={isMe} />}
    >
      {details.length > 0 && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {details.join(' · ')}
        </Text>
      )}
    </PersonRow>
  );
};
