import { Avatar } from '@chakra-ui/react';
import { avatarInitial } from '@/app/layout/person-name';
import type { CurrentUser } from '@/lib/user';

interface UserAvatarProps {
  user: CurrentUser;
}

export const UserAvatar = ({ user }: UserAvatarProps) => (
  <Avatar.Root size="lg" colorPalette="brand">
    <Avatar.Fallback>{avatarInitial(user)}</Avatar.Fallback>
    {user.profileImageUrl && <Avatar.Image src={user.profileImageUrl} alt="" />}
  </Avatar.Root>
);
