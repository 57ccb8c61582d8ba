/**
 * The floor page of `npm run bench:web`: React 19 and Chakra v3's default system rendering one heading,
 * a line of text and a button, client-side, as a plain Vite app would. The app's pages are read
 * against it: what it scores is what the stack allows on the machine at hand.
 */
import { Box, Button, ChakraProvider, defaultSystem, Heading, Text } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <Box as="main" padding="6">
        <Heading as="h1" size="2xl">
          Floor page
        </Heading>
        <Text marginY="4">
          React 19 and Chakra v3's default system, built from this project's dependencies.
        </Text>
        <Button>A button</Button>
      </Box>
    </ChakraProvider>
  </StrictMode>,
);
