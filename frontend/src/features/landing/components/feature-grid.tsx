import { Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { FeatureTile } from '@/components/feature-tile';
import { keyedTexts } from '@/lib/keyed-texts';

/** The features an admin lists in the Content tab. */
export const FeatureGrid = ({ features }: { features: string[] }) => (
  <Container
    as="section"
    aria-labelledby="features-heading"
    maxW="6xl"
    px={{ base: '4', md: '6' }}
    py={{ base: '6', md: '12' }}
  >
    <Heading as="h2" id="features-heading" srOnly>
      What you can play
    </Heading>
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '3', md: '4' }}>
      {keyedTexts(features).map(({ key, text }) => (
        <FeatureTile key={key} feature={text} />
      ))}
    </SimpleGrid>
  </Container>
);
