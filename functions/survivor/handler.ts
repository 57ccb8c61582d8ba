import { groupHandler } from '../lib/http/group-handler';

export const handler = groupHandler('survivor', {});
