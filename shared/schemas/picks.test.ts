import { describe, expect, it } from 'vitest';
import { batchPicksBody } from './picks';

const pick = (gameId: string, pickedTeamId: unknown = 12) => ({ gameId, pickedTeamId, week: 15 });
const messages = (body: unknown) =>
  batchPicksBody.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('batchPicksBody', () => {
  it('takes one pick per game', () => {
    expect(batchPicksBody.parse({ picks: [pick('401772946'), pick('401772780')] }).picks).toHaveLength(2);
  });

  it('refuses a batch naming a game twice, once per repeated game', () => {
    const body = { picks: [pick('1'), pick('2'), pick('1', 13), pick('2'), pick('1')] };
    expect(messages(body)).toEqual([
      'Game 1 appears more than once in this batch',
      'Game 2 appears more than once in this batch',
    ]);
  });

  it.each(['12', [12], 12.5, 0, true])('refuses the team id %j', (pickedTeamId) => {
    expect(messages({ picks: [pick('1', pickedTeamId)] })).toEqual(['pickedTeamId must be a team id']);
  });
});
