import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { AuditEntry } from '@shared/schemas/admin-people';
import { auditActionLabels } from '@/features/admin-audit/audit-actions';
import { AuditChanges } from '@/features/admin-audit/components/audit-changes';
import { loggedTime } from '@/lib/admin/logged-time';

const hasChanges = (entry: AuditEntry) =>
  (entry.before !== null && entry.before !== undefined) ||
  (entry.after !== null && entry.after !== undefined);

/** One audit line: what, when, who (as whom) and about whom, the summary; before and after on demand. */
export const AuditEntryRow = ({ entry }: { entry: AuditEntry }) => (
  <Box as="li" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
    <Stack gap="1">
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Badge colorPalette="blue" variant="subtle">
          {auditActionLabels[entry.action]}
        </Badge>
        <Text fontSize="sm" color="fg.muted" asChild>
          <time dateTime={entry.at}>{loggedTime(entry.at)}</time>
        </Text>
      </HStack>
      <Text fontSize="sm" overflowWrap="anywhere">
        By <strong>{entry.actor.name}</strong>
        {entry.actingAs && <> as {entry.actingAs.name}</>}
        {entry.subject && <> · about {entry.subject.name}</>}
      </Text>
      <Text overflowWrap="anywhere">{entry.summary}</Text>
      {hasChanges(entry) && <AuditChanges before={entry.before} after={entry.after} />}
    </Stack>
  </Box>
);
