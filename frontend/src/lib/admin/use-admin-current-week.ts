import { ADMIN_FALLBACK_WEEK } from '@/lib/admin/weeks';
import { useCurrentWeek } from '@/lib/api/get-current-week';

/** The pool's current week for admin tools: null while loading, week 1 when it cannot be read. */
export const useAdminCurrentWeek = (): number | null => {
  const { week, error } = useCurrentWeek();
  return error ? ADMIN_FALLBACK_WEEK : week;
};
