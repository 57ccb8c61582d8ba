export interface Team {
  /** ESPN's numeric team id (1-30, 33, 34); the logos use it. */
  id: number;
  /** The abbreviation, as the spec's `name` field. */
  name: string;
  abbreviation: string;
  displayName: string;
  location: string;
  nickname: string;
  conference: string;
  division: string;
}

export type TeamSummary = Pick<Team, 'displayName' | 'abbreviation'>;
