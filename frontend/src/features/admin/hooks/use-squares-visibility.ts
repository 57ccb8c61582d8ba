import { reportAdminError, reportAdminSuccess } from '@/features/admin/admin-toasts';
import { useSetSquaresVisibility } from '@/features/admin/api/set-squares-visibility';
import { useSetting } from '@/lib/api/get-setting';

/** The squares_visible setting and a toggle that saves it, reports it, and reads it again. */
export const useSquaresVisibility = () => {
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

  return { value: setting.value, pending: isMutating, toggle };
};
