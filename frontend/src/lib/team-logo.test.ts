import { describe, expect, it } from 'vitest';
import { teamAbbreviations, teamLogoUrl } from '@/lib/team-logo';

describe('teamLogoUrl', () => {
  it("builds ESPN's logo URL from the lower-cased abbreviation", () => {
    expect(teamLogoUrl(28)).toBe('https://a.espncdn.com/i/teamlogos/nfl/500/wsh.png');
    expect(teamLogoUrl(14)).toBe('https://a.espncdn.com/i/teamlogos/nfl/500/lar.png');
    expect(teamLogoUrl(34)).toBe('https://a.espncdn.com/i/teamlogos/nfl/500/hou.png');
  });

  it('knows all 32 teams and nothing else', () => {
    expect(Object.keys(teamAbbreviations)).toHaveLength(32);
    expect(teamLogoUrl(31)).toBeNull();
  });
});
