import { Flex } from '@chakra-ui/react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { SiteFooter } from '@/components/site-footer';
import { FeatureGrid } from '@/features/landing/components/feature-grid';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { Week6Promo } from '@/features/landing/components/week6-promo';
import { usePoolSeason, useShownHomeContent } from '@/lib/api/get-home-content';
import { useWeek6Registration } from '@/lib/api/week6-registration';

/**
 * What a signed-out visitor sees at /: the home-page content an admin edits, and the Week 6 pool.
 * The content and the Week 6 registration are asked for with the session check (app.tsx), so the
 * page shows whole, once: no placeholder that would move the page when the text comes.
 */
export const LandingPage = () => {
  const content = useShownHomeContent();
  const season = usePoolSeason();
  const registration = useWeek6Registration();
  if (!content || (registration.isLoading && !registration.data)) return <FullPageSpinner />;
  return (
    <Flex direction="column" minH="100dvh">
      <LandingHeader season={season} />
      <main>
        <LandingHero content={content} />
        <FeatureGrid features={content.features} />
        <Week6Promo registration={registration.data} />
      </main>
      <SiteFooter />
    </Flex>
  );
};
