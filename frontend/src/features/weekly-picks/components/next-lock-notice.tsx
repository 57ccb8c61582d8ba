import { HStack, Text } from '@chakra-ui/react';
import { pickLockMessages } from '@shared/pick-lock';
import { LockIcon } from '@/components/icons/lock-icon';

interface NextLockNoticeProps {
  picksEnabled: boolean;
  /** "Next lock in 8 h 15 min: ATL @ TB", or null once no open game is left to lock. */
  nextLock: string | null;
}

/**
 * The page's one line on locks: when the next game locks, or that the admin has paused picks.
 * Not a live region: it changes every minute and would be read out each time.
 */
export const NextLockNotice = ({ picksEnabled, nextLock }: NextLockNoticeProps) => {
  const text = picksEnabled ? nextLock : pickLockMessages.disabled;
  if (!text) return null;
  return (
    <HStack
      gap="2"
      px={{ base: '3', md: '4' }}
      py="2.5"
      borderRadius="l2"
      borderWidth="1px"
      borderColor={picksEnabled ? 'border' : 'border.warning'}
      bg={picksEnabled ? 'bg' : 'bg.warning'}
      fontSize={{ base: 'sm', md: 'md' }}
      fontWeight="semibold"
    >
      <LockIcon boxSize="4" flexShrink="0" />
      <Text>{text}</Text>
    </HStack>
  );
};
