import { Box, Button, Container, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useStopImpersonation } from '@/features/impersonation/api/stop-impersonation';
import { isUnauthorizedError } from '@/lib/api-errors';
import { forgetCachedData, LEAVING_IMPERSONATION } from '@/lib/forget-cached-data';
import { toaster } from '@/lib/toaster';
import { handleUnauthorized } from '@/lib/unauthorized';

interface ImpersonationBannerProps {
  email: string | null;
}

/** The red bar an admin sees while viewing the site as another user. */
export const ImpersonationBanner = ({ email }: ImpersonationBannerProps) => {
  const { trigger, isMutating } = useStopImpersonation();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();

  const exitImpersonation = async () => {
    try {
      await trigger();
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toaster.create({ type: 'error', title: 'Error', description: 'Failed to stop impersonation' });
      return;
    }
    await forgetCachedData(mutate);
    toaster.create({
      type: 'success',
      title: 'Success',
      description: 'Impersonation stopped - you are back to your admin account',
    });
    navigate('/admin', { state: LEAVING_IMPERSONATION });
  };

  return (
    <Box bg="red.600" color="white" role="status">
      <Container maxW="6xl" px={{ base: '3', md: '6' }} py="2">
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          align={{ sm: 'center' }}
          justify="space-between"
          gap="2"
        >
          <Text fontSize="sm" fontWeight="medium">
            You are viewing the site as <strong>{email ?? 'another user'}</strong>
          </Text>
          <Button
            size="xs"
            variant="solid"
            colorPalette="gray"
            bg="white"
            color="red.700"
            _hover={{ bg: 'red.50' }}
            onClick={exitImpersonation}
            disabled={isMutating}
          >
            {isMutating ? 'Stopping...' : 'Exit Impersonation'}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
};
