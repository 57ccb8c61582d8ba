import { Box, Field, NativeSelect, Skeleton, Stack, Wrap } from '@chakra-ui/react';
import { displayName } from '@shared/display-name';
import { useMemo, useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { LoadMoreButton } from '@/components/admin/load-more-button';
import { PlayedSeasonSelect } from '@/components/admin/played-season-select';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { useAuditLog } from '@/features/admin-audit/api/get-audit';
import { AuditEntryRow } from '@/features/admin-audit/components/audit-entry-row';
import { useAdminUsers } from '@/lib/admin/api/get-admin-users';
import { useSeasons } from '@/lib/admin/api/get-seasons';
import { sortByName } from '@/lib/admin/user-search';

/**
 * The Audit tab: every audited admin action, newest first, all or only those about one player, in
 * the season the pool plays or one it played before (each season keeps its own log).
 */
export const AuditTab = () => {
  const [userId, setUserId] = useState<string | null>(null);
  const [season, setSeason] = useState<number | null>(null);
  const { data: seasons } = useSeasons();
  const { data: users } = useAdminUsers();
  const players = useMemo(() => sortByName(users ?? []), [users]);
  const { data: pages, error, size, setSize, mutate } = useAuditLog(userId, season);
  const entries = pages?.flatMap((page) => page.entries) ?? [];
  const hasMore = Boolean(pages?.at(-1)?.nextCursor);
  const loadingMore = pages !== undefined && pages.length < size;

  return (
    <AdminCard
      title="Audit Log"
      description="Who changed what and when, and as whom while impersonating: overrides, roles, removals, scores, spreads, settings and auto-pick runs."
    >
      <Wrap gap="3" align="flex-end">
        {seasons && seasons.seasons.length > 1 && (
          <PlayedSeasonSelect seasons={seasons} season={season} onChange={setSeason} />
        )}
        <Field.Root maxW={{ md: 'sm' }} flex="1" minW="56">
          <Field.Label fontSize="sm">Player</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={userId ?? ''}
              onChange={(event) => setUserId(event.target.value || null)}
            >
              <option value="">All players</option>
              {players.map((user) => (
                <option key={user.id} value={user.id}>
                  {displayName(user)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Wrap>
      {error ? (
        <LoadError what="the audit log" onRetry={() => void mutate()} />
      ) : !pages ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading the audit log">
          {['a', 'b', 'c'].map((row) => (
            <Skeleton key={row} height="16" />
          ))}
        </Stack>
      ) : entries.length === 0 ? (
        <EmptyMessage title="No audit entries yet">
          {userId ? 'Nothing an admin did was about this player.' : undefined}
        </EmptyMessage>
      ) : (
        <>
          <Box as="ul" listStyleType="none" aria-label="Audit entries">
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </Box>
          {hasMore && <LoadMoreButton loading={loadingMore} onLoad={() => void setSize(size + 1)} />}
        </>
      )}
    </AdminCard>
  );
};
