import { HStack, Text } from '@chakra-ui/react';
import { reportAdminError, reportAdminSuccess } from '@/features/admin/admin-toasts';
import { useSetSquaresVisibility } from '@/features/admin/api/set-squares-visibility';
import { AdminCard } from '@/features/admin/components/admin-card';
import { SettingSwitch } from '@/features/admin/components/pool-settings/setting-switch';
import { useSetting } from '@/lib/api/get-setting';

/** Whether players can open the Super Bowl squares page. */
export const SquaresSettingsCard = () => {
  const squaresVisible = useSetting('squares_visible');
  const { trigger, isMutating } = useSetSquaresVisibility();

  const toggle = async (isVisible: boolean) => {
    try {
      await trigger(isVisible);
    } catch (error) {
      reportAdminError(error, 'Failed to update squares visibility');
      return;
    }
    await squaresVisible.mutate();
    reportAdminSuccess(
      'Squares visibility updated',
      isVisible ? 'Visible to players' : 'Hidden from players',
    );
  };

  return (
    <AdminCard title="Super Bowl Squares" description="Players see “Coming Soon!” while the grid is hidden.">
      <SettingSwitch
        label="Show Squares"
        setting={squaresVisible.value}
        onText="Visible to players"
        offText="Hidden from players"
        pending={isMutating}
        onChange={toggle}
      />
      <HStack justify="space-between" fontSize="sm" borderTopWidth="1px" pt="3">
        <Text fontWeight="semibold">Grid Status</Text>
        <Text color="fg.muted">Not yet created</Text>
      </HStack>
    </AdminCard>
  );
};
