import { Box, Button, Card, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { PickProgress } from '@/features/weekly-picks/pick-rules';
import { saveBarProgress } from '@/features/weekly-picks/save-status';

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
  const bar = saveBarProgress(progress);
  const complete = bar.max > 0 && bar.value === bar.max;
  return (
    <Box position="sticky" bottom={{ base: '2', md: '4' }} zIndex="docked" data-bottom-bar>
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
              value={bar.value}
              max={Math.max(bar.max, 1)}
              size="sm"
              colorPalette={complete ? 'green' : 'brand'}
              flex="1"
              minW="0"
            >
              <Stack gap="1.5">
                <HStack justify="space-between" gap="2">
                  <Progress.Label fontSize="sm" fontWeight="semibold">
                    {bar.label}
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
