import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PersonRowProps {
  name: string;
  /** Marks beside the name (Admin, You, Waiting to join). */
  badges?: ReactNode;
  /** The smaller lines under the name. */
  children?: ReactNode;
  actions: ReactNode;
  /** Keeps the card's border on wide screens too, where a long list is ruled rows instead. */
  boxed?: boolean;
  'aria-label'?: string;
}

/** One person of an admin list: a card on phones (actions below, two to a line), a row with the actions at the right on wide screens. */
export const PersonRow = ({ name, badges, children, actions, boxed = false, ...rest }: PersonRowProps) => (
  <Flex
    as="li"
    direction={{ base: 'column', md: 'row' }}
    align={{ md: 'center' }}
    justify="space-between"
    gap="3"
    {...(boxed
      ? { p: '3', borderWidth: '1px', borderRadius: 'l2' }
      : {
          p: { base: '3', md: '0' },
          py: { md: '3' },
          borderWidth: { base: '1px', md: '0' },
          borderBottomWidth: '1px',
          borderRadius: { base: 'l2', md: '0' },
          _last: { md: { borderBottomWidth: '0' } },
        })}
    {...rest}
  >
    <Stack gap="0.5" minW="0">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {name}
        </Text>
        {badges}
      </HStack>
      {children}
    </Stack>
    {actions}
  </Flex>
);
