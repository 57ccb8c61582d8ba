import { Box, Code, Heading, Link, List, Separator, Stack, Text } from '@chakra-ui/react';
import Markdown, { type Components } from 'react-markdown';
import { htmlAsText } from '@/features/rules/html-as-text';

// The page's h1 is its title, so the text's headings sit one level lower ("# Pool Rules" is an h2).
const components: Components = {
  h1: ({ children }) => (
    <Heading as="h2" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
      {children}
    </Heading>
  ),
  h2: ({ children }) => (
    <Heading as="h3" size={{ base: 'lg', md: 'xl' }} pt="2">
      {children}
    </Heading>
  ),
  h3: ({ children }) => (
    <Heading as="h4" size="md" pt="1">
      {children}
    </Heading>
  ),
  h4: ({ children }) => (
    <Heading as="h5" size="sm">
      {children}
    </Heading>
  ),
  h5: ({ children }) => (
    <Heading as="h6" size="sm">
      {children}
    </Heading>
  ),
  h6: ({ children }) => (
    <Heading as="h6" size="sm">
      {children}
    </Heading>
  ),
  p: ({ children }) => <Text lineHeight="tall">{children}</Text>,
  ul: ({ children }) => (
    <List.Root as="ul" ps="5" gap="1">
      {children}
    </List.Root>
  ),
  ol: ({ children }) => (
    <List.Root as="ol" ps="5" gap="1">
      {children}
    </List.Root>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  a: ({ href, children }) => (
    <Link href={href} color="brand.fg" textDecoration="underline" target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
  blockquote: ({ children }) => (
    <Box as="blockquote" borderStartWidth="4px" borderColor="border.emphasized" ps="4">
      {children}
    </Box>
  ),
  code: ({ children }) => <Code>{children}</Code>,
  hr: () => <Separator />,
};

/** The rules text an admin writes, in markdown; HTML in it shows as text. */
export const RulesMarkdown = ({ text }: { text: string }) => (
  <Stack gap="3" minW="0" overflowWrap="anywhere">
    <Markdown remarkPlugins={[htmlAsText]} components={components}>
      {text}
    </Markdown>
  </Stack>
);
