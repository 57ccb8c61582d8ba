import { getHomeContent } from '../lib/data/content-repository';
import { defineRoute, groupHandler } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { season } from '../lib/season';

const EMPTY = { title: '', subtitle: '', description: '', features: [] };

export const handler = groupHandler('content', {
  /**
   * As stored (empty parts while nobody saved any), and the season the pool plays, which the landing
   * page and the dashboard show; pages show the fallback texts for empty parts.
   */
  'GET /api/home-content': defineRoute({
    run: async () => json({ ...((await getHomeContent()) ?? EMPTY), season: season() }),
  }),
});
