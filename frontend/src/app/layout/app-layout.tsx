import { Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from '@/app/layout/app-header';
import { SiteFooter } from '@/components/site-footer';
import { ImpersonationBanner } from '@/features/impersonation/components/impersonation-banner';
import type { CurrentUser } from '@/lib/user';

interface AppLayoutProps {
  user: CurrentUser;
}

/** The signed-in frame: impersonation banner, top bar (or mobile drawer), page, credits. */
export const AppLayout = ({ user }: AppLayoutProps) => (
  <Flex direction="column" minH="100dvh">
    {user.impersonationContext?.isImpersonating && (
      <ImpersonationBanner email={user.impersonationContext.impersonatedUserEmail} />
    )}
    <AppHeader user={user} />
    <Container as="main" maxW="6xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }} flex="1">
      <Outlet />
    </Container>
    <SiteFooter />
  </Flex>
);
