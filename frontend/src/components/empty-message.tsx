import { Center, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EmptyMessageProps {
  title: string;
  children?: ReactNode;
}

/** What a list or table shows when it has nothing (spec section 8 texts as the title). */
export const EmptyMessage = ({ title, children }: EmptyMessageProps) => (
  <Center py="10" px="4" textAlign="center">
    <Stack gap="1" maxW="sm">
      <Text fontWeight="semibold">{title}</Text>
      {children && (
        <Text fontSize="sm" color="fg.muted">
          {children}
        </Text>
      )}
    </Stack>
  </Center>
);
