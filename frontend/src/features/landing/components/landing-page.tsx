import { Flex } from '@chakra-ui/react';
import { SiteFooter } from '@/components/site-footer';
import { FeatureGrid } from '@/features/landing/components/feature-grid';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { Week6Promo } from '@/features/landing/components/week6-promo';

/** What a signed-out visitor sees at /. */
export const LandingPage = () => (
  <Flex direction="column" minH="100dvh">
    <LandingHeader />
    <main>
      <LandingHero />
      <FeatureGrid />
      <Week6Promo />
    </main>
    <SiteFooter />
  </Flex>
);
