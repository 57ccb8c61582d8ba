import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Team } from '../../../shared/team';
import { config } from '../config';
import { batchPut } from './batch-write';
import { db, tableName } from './client';

const teamsPk = () => `SEASON#${config.season()}#TEAMS`;

export const putTeams = async (teams: Team[]): Promise<void> => {
  await batchPut(
    teams.map((team) => ({
      PK: teamsPk(),
      SK: `TEAM#${String(team.id).padStart(2, '0')}`,
      id: team.id,
      name: team.name,
      abbreviation: team.abbreviation,
      displayName: team.displayName,
      location: team.location,
      nickname: team.nickname,
      conference: team.conference,
      division: team.division,
    })),
  );
};

/** All teams in one Query; `consistent` to count what a sync just wrote. */
export const listTeams = async (options: { consistent?: boolean } = {}): Promise<Team[]> => {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': teamsPk() },
      ConsistentRead: options.consistent ?? false,
    }),
  );
  return (Items ?? []).map(({ PK, SK, ...team }) => team as Team);
};
