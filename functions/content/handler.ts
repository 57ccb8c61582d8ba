import { getHomeContent } from '../lib/data/content-repository';
import { defineRoute, groupHandler } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';

const EMPTY = { title: '', subtitle: '', description: '', features: [] };

export const handler = groupHandler('content', {
  /** As stored (empty parts while nobody saved any); pages show the fallback texts for empty parts. */
  'GET /api/home-content': defineRoute({ run: async () => json((await getHomeContent()) ?? EMPTY) }),
});
