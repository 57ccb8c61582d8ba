import { Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string | undefined;
  /** A muted line under the value. */
  help?: ReactNode;
}

/** One number of the dashboard; a skeleton while `value` is still undefined. */
export const StatCard = ({ label, value, help }: StatCardProps) => (
  <Card.Root variant="outline" bg="bg" size="sm" shadow="xs" role="group" aria-label={label}>
    <Card.Body gap="1" px={{ base: '2.5', md: '5' }} py={{ base: '3', md: '5' }}>
      <Text
        fontSize="xs"
        fontWeight={{ base: 'medium', md: 'semibold' }}
        color="fg.muted"
        textTransform={{ md: 'uppercase' }}
        lineHeight="short"
      >
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height="7" width="20" />
      ) : (
        <Stack gap="0.5">
          <Text
            // A third of a phone's width holds "Eliminated" whole only a size down.
            fontSize={{ base: 'sm', sm: 'md', md: '2xl' }}
            fontWeight="bold"
            lineHeight="short"
            fontVariantNumeric="tabular-nums"
          >
            {value}
          </Text>
          {help && (
            <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
              {help}
            </Text>
          )}
        </Stack>
      )}
    </Card.Body>
  </Card.Root>
);
