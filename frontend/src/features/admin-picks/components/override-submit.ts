/** The three overrides of the dialog; one is sent at a time. */
export type OverrideKind = 'picks' | 'mnf' | 'survivor';

/** What the success toast says. */
export interface OverrideToast {
  title: string;
  description: string;
}

/**
 * Sends one override: on success its toast shows, the pool's picks and standings are read again and
 * the dialog closes; on failure an error toast titled `failure` shows and the dialog stays.
 */
export type SubmitOverride = (
  kind: OverrideKind,
  send: () => Promise<OverrideToast>,
  failure: string,
) => void;
