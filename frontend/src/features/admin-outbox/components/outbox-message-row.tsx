import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { OutboxMessage } from '@shared/schemas/outbox';
import { loggedTime } from '@/lib/admin/logged-time';

interface OutboxMessageRowProps {
  message: OutboxMessage;
  onOpen: () => void;
}

/** One received mail in the list: subject, recipient and time; the whole row opens it. */
export const OutboxMessageRow = ({ message, onOpen }: OutboxMessageRowProps) => (
  <Box as="li" borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
    <chakra.button
      type="button"
      onClick={onOpen}
      width="full"
      textAlign="start"
      py="3"
      px="2"
      borderRadius="l2"
      cursor="pointer"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      <Stack gap="0.5">
        <HStack gap="2" justify="space-between" align="baseline" wrap="wrap">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {message.subject || '(no subject)'}
          </Text>
          <Text fontSize="sm" color="fg.muted" asChild>
            <time dateTime={message.receivedAt}>{loggedTime(message.receivedAt)}</time>
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          To {message.to}
        </Text>
      </Stack>
    </chakra.button>
  </Box>
);
