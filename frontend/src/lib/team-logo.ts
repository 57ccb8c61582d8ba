/** ESPN team id → ESPN abbreviation (shared/data/nfl-teams.csv). ESPN skips ids 31 and 32. */
export const teamAbbreviations: Readonly<Record<number, string>> = {
  1: 'ATL',
  2: 'BUF',
  3: 'CHI',
  4: 'CIN',
  5: 'CLE',
  6: 'DAL',
  7: 'DEN',
  8: 'DET',
  9: 'GB',
  10: 'TEN',
  11: 'IND',
  12: 'KC',
  13: 'LV',
  14: 'LAR',
  15: 'MIA',
  16: 'MIN',
  17: 'NE',
  18: 'NO',
  19: 'NYG',
  20: 'NYJ',
  21: 'PHI',
  22: 'ARI',
  23: 'PIT',
  24: 'LAC',
  25: 'SF',
  26: 'SEA',
  27: 'TB',
  28: 'WSH',
  29: 'CAR',
  30: 'JAX',
  33: 'BAL',
  34: 'HOU',
};

/** The team's abbreviation, or null for an unknown id. */
export const teamAbbreviation = (teamId: number): string | null => teamAbbreviations[teamId] ?? null;

/** ESPN's 500 px logo of a team, or null for an unknown id. */
export const teamLogoUrl = (teamId: number): string | null => {
  const abbreviation = teamAbbreviation(teamId);
  return abbreviation ? `https://a.espncdn.com/i/teamlogos/nfl/500/${abbreviation.toLowerCase()}.png` : null;
};
