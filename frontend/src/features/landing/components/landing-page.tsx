import { Flex } from '@chakra-ui/react';
import { DEFAULT_HOME_CONTENT } from '@shared/home-content';
import { SiteFooter } from '@/components/site-footer';
import { FeatureGrid } from '@/features/landing/components/feature-grid';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { Week6Promo } from '@/features/landing/components/week6-promo';
import { usePoolSeason, useShownHomeContent } from '@/lib/api/get-home-content';
import { useWeek6Registration } from '@/lib/api/week6-registration';

/**
 * What a signed-out visitor sees at /: the home-page content an admin edits, and the Week 6 pool.
 * The build prerenders it (landing.html) as it stands before either has loaded: the content's
 * fallback texts, which the stored parts replace when they arrive, and the Week 6 section's frame,
 * holding its place until the registration says whether it still takes entries.
 */
export const LandingPage = () => {
  const content = useShownHomeContent() ?? DEFAULT_HOME_CONTENT;
  const season = usePoolSeason();
  const registration = useWeek6Registration();
  return (
    <Flex direction="column" minH="100dvh">
      <LandingHeader season={season} />
      <main>
        <LandingHero content={content} />
        <FeatureGrid features={content.features} />
        <Week6Promo registration={registration.data} pending={!registration.data && !registration.error} />
      </main>
      <SiteFooter />
    </Flex>
  );
};
