import { Box, Flex } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { RedirectToLogin } from '@/app/redirect-to-login';
import { NotFoundPage } from '@/app/routes/not-found-page';
import { signedOutDestination } from '@/app/signed-out-destination';
import { SiteFooter } from '@/components/site-footer';
import { LandingPage } from '@/features/landing/components/landing-page';

/** Signed-out visitors get the landing page, a redirect to login, or a 404. */
export const SignedOutView = () => {
  const { pathname } = useLocation();
  switch (signedOutDestination(pathname)) {
    case 'landing':
      return <LandingPage />;
    case 'login':
      return <RedirectToLogin />;
    default:
      return (
        <Flex direction="column" minH="100dvh">
          <Box as="main" flex="1" px="3" py={{ base: '8', md: '16' }}>
            <NotFoundPage />
          </Box>
          <SiteFooter />
        </Flex>
      );
  }
};
