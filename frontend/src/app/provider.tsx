import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { poolSystem } from '@/app/system';
import { swrConfig } from '@/lib/swr-config';

/** Emotion's tag for a `Global` style, as the build's prerender writes it into each page's head. */
const PRERENDERED_GLOBAL_STYLES = 'style[data-emotion^="css-global "]';

/**
 * The system as ChakraProvider should see it. A page prerendered at build time carries the system's
 * global styles (the reset, the tokens) in its head already, where they apply as they are: rendering
 * them again would serialize every token once more as the page starts. Anywhere else (the dev
 * server's empty page, tests) the provider renders them.
 */
export const systemForProvider = (system: SystemContext, doc: Document | undefined): SystemContext =>
  doc?.querySelector(PRERENDERED_GLOBAL_STYLES)
    ? Object.defineProperty(Object.create(system), '_global', { value: [] })
    : system;

let provided: SystemContext | undefined;

/** The pool's system as the provider should see it in this document, worked out once. */
const providedSystem = (): SystemContext => {
  provided ??= systemForProvider(poolSystem(), globalThis.document);
  return provided;
};

interface AppProviderProps {
  children: ReactNode;
}

export const AppProvider = ({ children }: AppProviderProps) => (
  <ChakraProvider value={providedSystem()}>
    <SWRConfig value={swrConfig}>{children}</SWRConfig>
  </ChakraProvider>
);
