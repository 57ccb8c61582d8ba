import { Box, Center, HStack } from '@chakra-ui/react';
import { AppFrame, HeaderBar } from '@/app/layout/app-frame';
import { BrandMark } from '@/components/brand-mark';
import { PageSpinner } from '@/components/full-page-spinner';

/**
 * A signed-in address while the session, the app's code or the page's code loads: the frame and the
 * name where the loaded top bar puts them (after the menu button's place on a phone), a spinner
 * where the page comes.
 */
export const AppLoadingFrame = () => (
  <AppFrame
    header={
      <HeaderBar>
        <HStack gap={{ base: '1', md: '6' }} minW="0">
          <Box boxSize="10" hideFrom="md" />
          <BrandMark />
        </HStack>
      </HeaderBar>
    }
  >
    <Center py="16" aria-busy="true">
      <PageSpinner />
    </Center>
  </AppFrame>
);
