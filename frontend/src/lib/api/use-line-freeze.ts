import { type LineFreeze, readLineFreeze } from '@shared/line-freeze';
import { defaultSettings } from '@shared/settings';
import { useSetting } from '@/lib/api/get-setting';

/** The pool's rule for when spreads stop moving (shared/line-freeze.ts); undefined until both settings load. */
export const useLineFreeze = () => {
  const rule = useSetting('line_freeze');
  const at = useSetting('line_freeze_at');
  const freeze: LineFreeze | undefined =
    rule.value === undefined || at.value === undefined
      ? undefined
      : readLineFreeze(rule.value ?? defaultSettings.line_freeze, at.value ?? defaultSettings.line_freeze_at);
  return {
    freeze,
    refresh: () => Promise.allSettled([rule.mutate(), at.mutate()]),
  };
};
