import { Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface OverrideSectionProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** One part of the override dialog: a titled region with its own override button. */
export const OverrideSection = ({ title, description, children }: OverrideSectionProps) => {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Stack gap="1">
        <Heading as="h3" id={headingId} size="sm">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
};
