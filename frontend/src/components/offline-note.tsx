import { Box, Container } from '@chakra-ui/react';
import { useOfflineState } from '@/lib/offline-reads';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * Under the top bar while the device is offline or the page shows answers the service worker kept:
 * "Offline · showing what was last seen at 2:14 PM". Nothing otherwise.
 */
export const OfflineNote = () => {
  const { offline, lastSeen } = useOfflineState();
  if (!offline) return null;
  const online = globalThis.navigator?.onLine !== false;
  const seen = lastSeen
    ? `showing what was last seen at ${timeFormat.format(lastSeen)}`
    : 'nothing new can be read';
  return (
    <Box role="status" bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" fontSize="sm">
      <Container maxW="6xl" px={{ base: '3', md: '6' }} py="1.5">
        {online ? `Not up to date · ${seen}` : `Offline · ${seen}`}
      </Container>
    </Box>
  );
};
