import { Box, Stack, Text } from '@chakra-ui/react';
import { DisclosureSummary } from '@/components/disclosure-summary';

interface AuditChangesProps {
  before: unknown;
  after: unknown;
}

const pretty = (value: unknown) =>
  value === null || value === undefined ? 'Nothing' : JSON.stringify(value, null, 2);

/** The stored Before and After of an audit entry, pretty-printed JSON, folded until asked for. */
export const AuditChanges = ({ before, after }: AuditChangesProps) => (
  <Box as="details" fontSize="sm">
    <DisclosureSummary>Before and after</DisclosureSummary>
    <Stack direction={{ base: 'column', md: 'row' }} gap="2" mt="2">
      {(
        [
          ['Before', before],
          ['After', after],
        ] as const
      ).map(([label, value]) => (
        <Stack key={label} gap="1" flex="1" minW="0">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
            {label}
          </Text>
          <Box
            as="pre"
            fontFamily="mono"
            fontSize="xs"
            bg="bg.muted"
            color="fg"
            borderRadius="l2"
            p="2"
            maxH="72"
            overflow="auto"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
          >
            <code>{pretty(value)}</code>
          </Box>
        </Stack>
      ))}
    </Stack>
  </Box>
);
