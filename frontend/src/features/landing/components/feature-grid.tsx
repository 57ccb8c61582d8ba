import { Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { GridIcon } from '@/components/icons/grid-icon';
import { ShieldIcon } from '@/components/icons/shield-icon';
import { TargetIcon } from '@/components/icons/target-icon';
import { TrophyIcon } from '@/components/icons/trophy-icon';
import { FeatureTile } from '@/features/landing/components/feature-tile';

const features = [
  {
    icon: <TargetIcon boxSize="5" />,
    title: 'Weekly Picks',
    description: 'Pick every game against the spread, with a Monday night tiebreaker.',
  },
  {
    icon: <ShieldIcon boxSize="5" />,
    title: 'Survivor Pool',
    description: 'One team a week, each team once a season. Last one standing wins.',
  },
  {
    icon: <GridIcon boxSize="5" />,
    title: 'Super Bowl Squares',
    description: 'A 10x10 grid for the big game, assigned by the commissioner.',
  },
  {
    icon: <TrophyIcon boxSize="5" />,
    title: 'Leaderboards',
    description: 'Weekly and season standings, updated as the scores come in.',
  },
];

export const FeatureGrid = () => (
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
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      {features.map((feature) => (
        <FeatureTile key={feature.title} {...feature} />
      ))}
    </SimpleGrid>
  </Container>
);
