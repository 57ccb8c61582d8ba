import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown at the right on wide screens, below the title on phones. */
  actions?: ReactNode;
}

/** A page's h1 with a muted line under it. */
export const PageHeader = ({ title, subtitle, actions }: PageHeaderProps) => (
  <Stack
    direction={{ base: 'column', md: 'row' }}
    justify="space-between"
    align={{ base: 'stretch', md: 'flex-end' }}
    gap="3"
  >
    <Stack gap="1" minW="0">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
          {subtitle}
        </Text>
      )}
    </Stack>
    {actions && <HStack gap="2">{actions}</HStack>}
  </Stack>
);
