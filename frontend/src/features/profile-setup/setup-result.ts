/** What the profile step finished with, for its success screen. */
export type SetupResult = { variant: 'default' } | { variant: 'week6'; entryCount: number };
