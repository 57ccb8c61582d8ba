import { autoPickBody, scheduleConfigBody } from '../../shared/schemas/admin-people';
import { readScheduleConfig } from '../lib/auto-pick-schedule';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { runAutoPick, scheduleStatus, updateSchedule } from '../services/schedule-service';

/**
 * The admin's side of the Sunday auto-pick: its schedule (read, changed, how its runs went) and a run
 * now. Its own function, apart from the rest of the admin's routes: the cron library that reads the
 * schedule would take the admin bundle past its size limit.
 */
export const handler = groupHandler('autopick', {
  'GET /api/admin/schedule-config': defineRoute({ run: async () => json(await readScheduleConfig()) }),
  'GET /api/admin/schedule-status': defineRoute({ run: async () => json(await scheduleStatus()) }),
  'POST /api/admin/schedule-config': defineRoute({
    body: scheduleConfigBody,
    run: async ({ body, session }) => json(await updateSchedule(requireSession(session), body)),
  }),
  'POST /api/admin/auto-all-picks': defineRoute({
    body: autoPickBody,
    run: async ({ body, session }) => json(await runAutoPick(body.week, 'manual', requireSession(session))),
  }),
});
