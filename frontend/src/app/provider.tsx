import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { poolSystem } from '@/app/system';
import { swrConfig } from '@/lib/swr-config';

interface AppProviderProps {
  children: ReactNode;
}

export const AppProvider = ({ children }: AppProviderProps) => (
  <ChakraProvider value={poolSystem()}>
    <SWRConfig value={swrConfig}>{children}</SWRConfig>
  </ChakraProvider>
);
