import type { Team } from '../../../shared/team';
import { season as poolSeason } from '../season';
import { batchPut } from './batch';
import { queryPrefix } from './client';
import { TEAM_PREFIX, teamSk, teamsPartition } from './keys';
import { bumpVersion, versionedCache } from './versions';

const teamsPk = () => teamsPartition(poolSeason());

export const putTeams = async (teams: Team[]): Promise<void> => {
  await batchPut(
    teams.map((team) => ({
      PK: teamsPk(),
      SK: teamSk(team.id),
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
  await bumpVersion(teamsPk());
};

const queryTeams = async (): Promise<Team[]> =>
  (await queryPrefix(teamsPk(), TEAM_PREFIX)).map(({ PK, SK, ...team }) => team as Team);

const teamsCache = versionedCache({ partition: teamsPk, load: queryTeams, size: 1 });

/** All teams and their version: one batched version read, the Query only when a sync wrote them since. */
export const readTeams = (): Promise<{ version: number; value: readonly Team[] }> =>
  teamsCache.read(undefined);

/** All teams; `consistent` to count what a sync just wrote (straight from the table). */
export const listTeams = async (options: { consistent?: boolean } = {}): Promise<Team[]> =>
  options.consistent ? queryTeams() : [...(await readTeams()).value];
