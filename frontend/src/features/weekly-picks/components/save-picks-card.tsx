import { Box, Button, Card, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { PickProgress } from '@/features/weekly-picks/pick-rules';

interface SavePicksCardProps {
  progress: PickProgress;
  /** What still blocks saving, or a note on unsaved changes; null when all is saved. */
  status: string | null;
  saving: boolean;
  /** False when nothing can be saved any more (every game locked). */
  canSend: boolean;
  onSave: () => void;
}

/**
 * The progress of the week's picks and the Save All Picks button, kept in view at the bottom of the
 * screen while the player goes down the games.
 */
export const SavePicksCard = ({ progress, status, saving, canSend, onSave }: SavePicksCardProps) => {
  const complete = progress.eligible > 0 && progress.remaining === 0;
  return (
    <Box position="sticky" bottom={{ base: '2', md: '4' }} zIndex="docked">
      <Card.Root
        as="section"
        aria-label="Save All Picks"
        variant="elevated"
        bg="bg"
        shadow="lg"
        borderWidth="1px"
        borderColor="border"
      >
        <Card.Body p={{ base: '3', md: '4' }}>
          <HStack gap={{ base: '3', md: '6' }} align="center">
            <Progress.Root
              value={progress.picked}
              max={Math.max(progress.eligible, 1)}
              size="sm"
              colorPalette={complete ? 'green' : 'brand'}
              flex="1"
              minW="0"
            >
              <Stack gap="1.5">
                <HStack justify="space-between" gap="2">
                  <Progress.Label fontSize="sm" fontWeight="semibold">
                    {progress.eligible > 0
                      ? `${progress.picked} of ${progress.eligible} picks made`
                      : 'No open games'}
                  </Progress.Label>
                </HStack>
                <Progress.Track borderRadius="full">
                  <Progress.Range />
                </Progress.Track>
                {status && (
                  <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                    {status}
                  </Text>
                )}
              </Stack>
            </Progress.Root>
            <Button
              size={{ base: 'md', md: 'lg' }}
              onClick={onSave}
              loading={saving}
              loadingText="Saving..."
              disabled={!canSend}
              flexShrink="0"
            >
              Save All Picks
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
};
