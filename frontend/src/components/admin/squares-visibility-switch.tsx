import { SettingSwitch } from '@/components/admin/setting-switch';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useSetSquaresVisibility } from '@/lib/admin/api/set-squares-visibility';
import { useSetting } from '@/lib/api/get-setting';

/**
 * The squares_visible switch (Pool Settings card and Squares tab): saves it, reports it, reads it
 * again.
 */
export const SquaresVisibilitySwitch = () => {
  const setting = useSetting('squares_visible');
  const { trigger, isMutating } = useSetSquaresVisibility();

  const toggle = async (isVisible: boolean) => {
    try {
      await trigger(isVisible);
    } catch (error) {
      reportAdminError(error, 'Failed to update squares visibility');
      return;
    }
    await setting.mutate();
    reportAdminSuccess(
      'Squares visibility updated',
      isVisible ? 'Visible to players' : 'Hidden from players',
    );
  };

  return (
    <SettingSwitch
      label="Show Squares"
      setting={setting.value}
      onText="Visible to players"
      offText="Hidden from players"
      pending={isMutating}
      onChange={toggle}
    />
  );
};
