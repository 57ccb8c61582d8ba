// User types and rules shared with the server.

export { displayName } from '@shared/display-name';
export type { CurrentUser, DefaultPick, User, UserType } from '@shared/user';
export { DEFAULT_PICK, defaultPicks, hasFullAppAccess } from '@shared/user';
