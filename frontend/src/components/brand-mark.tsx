import { HStack, Text } from '@chakra-ui/react';
import { FootballIcon } from '@/components/icons/football-icon';

/** The app's name with its football, used in the headers. */
export const BrandMark = () => (
  <HStack gap="2" fontWeight="extrabold" letterSpacing="tight" fontSize={{ base: 'lg', md: 'xl' }}>
    <FootballIcon boxSize={{ base: '6', md: '7' }} />
    <Text as="span">NFL Pool</Text>
  </HStack>
);
