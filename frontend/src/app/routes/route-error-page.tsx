import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';

/** Shown when a page throws or its code cannot be loaded (for example after a deploy). */
export const RouteErrorPage = () => (
  <Center minH="100dvh" p="6">
    <Stack gap="3" textAlign="center" maxW="md">
      <Heading as="h1" size="xl">
        Something went wrong
      </Heading>
      <Text color="fg.muted">Reloading the page usually fixes it.</Text>
      <Button alignSelf="center" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  </Center>
);
