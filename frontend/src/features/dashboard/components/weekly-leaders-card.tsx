import { Card, Circle, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { recordOf } from '@shared/record';
import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyMessage } from '@/components/empty-message';
import { anyGraded } from '@/features/dashboard/week-state';

/** The dashboard shows the top four of the week (spec section 9). */
export const DASHBOARD_LEADERS = 4;

interface WeeklyLeadersCardProps {
  week: number;
  entries: WeeklyLeaderboardEntry[] | undefined;
  userId: string;
}

/** The week's top four, with a way to the full results. */
export const WeeklyLeadersCard = ({ week, entries, userId }: WeeklyLeadersCardProps) => (
  <Card.Root variant="outline" bg="bg" shadow="xs">
    <Card.Header pb="0">
      <Heading as="h2" size="md">
        Week {week} Leaders
      </Heading>
    </Card.Header>
    <Card.Body pt="2" gap="2">
      {entries === undefined ? (
        <Stack gap="3" py="2">
          {Array.from({ length: DASHBOARD_LEADERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} height="8" />
          ))}
        </Stack>
      ) : entries.length === 0 ? (
        <EmptyMessage title="No data available" />
      ) : !anyGraded(entries) ? (
        <EmptyMessage title="No leaders yet">Leaders show once the week's first game is graded.</EmptyMessage>
      ) : (
        <Stack as="ol" gap="0" listStyleType="none">
          {entries.slice(0, DASHBOARD_LEADERS).map((entry) => {
            const mine = entry.userId === userId;
            return (
              <HStack
                as="li"
                key={entry.userId}
                gap="3"
                py="2"
                px="2"
                mx="-2"
                borderRadius="md"
                bg={mine ? 'brand.subtle' : undefined}
              >
                <Circle
                  size="7"
                  bg={entry.rank === 1 ? 'yellow.400' : 'bg.muted'}
                  color={entry.rank === 1 ? 'yellow.950' : 'fg'}
                  fontSize="xs"
                  fontWeight="bold"
                >
                  {entry.rank}
                </Circle>
                <Text flex="1" fontWeight={mine ? 'bold' : 'medium'} truncate>
                  {entry.user.displayName}
                </Text>
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {recordOf(entry)}
                </Text>
              </HStack>
            );
          })}
        </Stack>
      )}
      <Link asChild fontSize="sm" fontWeight="semibold" color="brand.fg" alignSelf="flex-start" mt="1">
        <RouterLink to="/results">View full results</RouterLink>
      </Link>
    </Card.Body>
  </Card.Root>
);
