import { Container, Heading, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { FeatureTile } from '@/features/landing/components/feature-tile';
import { keyedTexts } from '@/lib/keyed-texts';

/** The features an admin lists in the Content tab; `features` is undefined while they load. */
export const FeatureGrid = ({ features }: { features: string[] | undefined }) => (
  <Container
    as="section"
    aria-labelledby="features-heading"
    aria-busy={!features}
    maxW="6xl"
    px={{ base: '4', md: '6' }}
    py={{ base: '6', md: '12' }}
  >
    <Heading as="h2" id="features-heading" srOnly>
      What you can play
    </Heading>
    {features ? (
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap={{ base: '3', md: '4' }}
      >
        {keyedTexts(features).map(({ key, text }) => (
          <FeatureTile key={key} feature={text} />
        ))}
      </SimpleGrid>
    ) : (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '3', md: '4' }}>
        <Skeleton height="16" />
        <Skeleton height="16" />
        <Skeleton height="16" />
      </SimpleGrid>
    )}
  </Container>
);
