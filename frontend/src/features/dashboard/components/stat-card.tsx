import { Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string | undefined;
  /** A muted line under the value. */
  help?: ReactNode;
}

/**
 * One number of the dashboard. While `value` is still undefined, skeletons hold the value's and the
 * help line's height (two lines on a phone, where a third of its width wraps every help text), so the
 * card does not grow when its number arrives.
 */
export const StatCard = ({ label, value, help }: StatCardProps) => {
  const loading = value === undefined;
  return (
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
        <Stack gap="0.5">
          <Skeleton loading={loading} width={loading ? '20' : undefined}>
            <Text
              // A third of a phone's width holds "Eliminated" whole only a size down.
              fontSize={{ base: 'sm', sm: 'md', md: '2xl' }}
              fontWeight="bold"
              lineHeight="short"
              fontVariantNumeric="tabular-nums"
            >
              {value ?? '\u00a0'}
            </Text>
          </Skeleton>
          {loading ? (
            <Stack gap="0">
              <Skeleton width="24" maxW="full">
                <Text fontSize={{ base: 'xs', md: 'sm' }}>{'\u00a0'}</Text>
              </Skeleton>
              <Skeleton width="16" hideFrom="sm">
                <Text fontSize="xs">{'\u00a0'}</Text>
              </Skeleton>
            </Stack>
          ) : (
            help && (
              <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
                {help}
              </Text>
            )
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
