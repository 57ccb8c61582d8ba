import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/icons/check-icon';
import { CrossIcon } from '@/components/icons/cross-icon';
import type { UsernameCheck } from '@/features/profile-setup/hooks/username-check-state';

interface UsernameStatusProps {
  check: UsernameCheck;
}

interface StatusLook {
  color: string;
  icon: ReactNode;
  text: string;
}

const statusLook = (check: UsernameCheck): StatusLook | null => {
  switch (check.status) {
    case 'checking':
      return { color: 'fg.muted', icon: <Spinner size="xs" />, text: 'Checking availability...' };
    case 'available':
      return { color: 'fg.success', icon: <CheckIcon boxSize="4" />, text: 'Username is available!' };
    case 'taken':
      return { color: 'fg.error', icon: <CrossIcon boxSize="4" />, text: 'Username is already taken' };
    case 'invalid':
      return { color: 'fg.error', icon: <CrossIcon boxSize="4" />, text: check.message };
    case 'error':
      return { color: 'fg.muted', icon: null, text: 'Error checking availability' };
    default:
      return null;
  }
};

/** The line under the username field, announced politely to screen readers. */
export const UsernameStatus = ({ check }: UsernameStatusProps) => {
  const look = statusLook(check);
  return (
    <Box aria-live="polite" minH="6">
      {look && (
        <HStack gap="1.5" color={look.color} fontSize="sm" fontWeight="medium">
          {look.icon}
          <Text>{look.text}</Text>
        </HStack>
      )}
    </Box>
  );
};
