import { Button, type ButtonProps, Text } from '@chakra-ui/react';

/** The header's button with the player's name that opens the profile menu. */
export const ProfileNameButton = ({ name, ...props }: ButtonProps & { name: string }) => (
  <Button variant="ghost" size="sm" fontWeight="medium" maxW="56" {...props}>
    <Text as="span" truncate>
      {name}
    </Text>
    <Text as="span" aria-hidden="true">
      ▾
    </Text>
  </Button>
);
