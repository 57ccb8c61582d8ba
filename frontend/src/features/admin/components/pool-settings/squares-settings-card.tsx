import { HStack, Text } from '@chakra-ui/react';
import { AdminCard } from '@/features/admin/components/admin-card';
import { SettingSwitch } from '@/features/admin/components/pool-settings/setting-switch';
import { useSquaresVisibility } from '@/features/admin/hooks/use-squares-visibility';

/** Whether players can open the Super Bowl squares page. */
export const SquaresSettingsCard = () => {
  const visibility = useSquaresVisibility();

  return (
    <AdminCard title="Super Bowl Squares" description="Players see “Coming Soon!” while the grid is hidden.">
      <SettingSwitch
        label="Show Squares"
        setting={visibility.value}
        onText="Visible to players"
        offText="Hidden from players"
        pending={visibility.pending}
        onChange={visibility.toggle}
      />
      <HStack justify="space-between" fontSize="sm" borderTopWidth="1px" pt="3">
        <Text fontWeight="semibold">Grid Status</Text>
        <Text color="fg.muted">Not yet created</Text>
      </HStack>
    </AdminCard>
  );
};
