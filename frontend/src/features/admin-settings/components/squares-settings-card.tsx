import { HStack, Text } from '@chakra-ui/react';
import { AdminCard } from '@/components/admin/admin-card';
import { SquaresVisibilitySwitch } from '@/components/admin/squares-visibility-switch';

/** Whether players can open the Super Bowl squares page. */
export const SquaresSettingsCard = () => {
  return (
    <AdminCard title="Super Bowl Squares" description="Players see “Coming Soon!” while the grid is hidden.">
      <SquaresVisibilitySwitch />
      <HStack justify="space-between" fontSize="sm" borderTopWidth="1px" pt="3">
        <Text fontWeight="semibold">Grid Status</Text>
        <Text color="fg.muted">Not yet created</Text>
      </HStack>
    </AdminCard>
  );
};
