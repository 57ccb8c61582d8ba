import { Button, Card, Stack, Text } from '@chakra-ui/react';

interface LoadErrorProps {
  what: string;
  onRetry?: () => void;
}

/** A failed read: say what did not load and offer to try again. */
export const LoadError = ({ what, onRetry }: LoadErrorProps) => (
  <Card.Root variant="outline" bg="bg" role="alert">
    <Card.Body>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ sm: 'center' }}
        gap="3"
      >
        <Stack gap="0.5">
          <Text fontWeight="semibold">Couldn't load {what}</Text>
          <Text fontSize="sm" color="fg.muted">
            Check your connection and try again.
          </Text>
        </Stack>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Card.Body>
  </Card.Root>
);
