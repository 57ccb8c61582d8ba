import { type PushPublicKey, pushSubscriptionBody, pushSubscriptionQuery } from '../../shared/schemas/push';
import { reminderPreferenceBody, unsubscribeBody } from '../../shared/schemas/reminders';
import {
  checkUsernameParams,
  setUsernameBody,
  type UsernameAvailability,
  userIdParams,
  week6UsernameBody,
} from '../../shared/schemas/users';
import { notFound } from '../lib/domain-errors';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { sharedJson } from '../lib/http/shared-body';
import { publicUserById, publicUsersBody } from '../lib/public-user';
import { requireWeek6RegistrationOpen } from '../lib/week6-registration';
import { deploymentVapidKeys } from '../services/push-sender';
import { setReminderPreference, unsubscribe } from '../services/reminder-preference-service';
import { reminderPreferenceOf } from '../services/reminder-sender';
import { addPushDevice, listPushDevices, removePushDevice } from './push-device-service';
import { isUsernameAvailable, setUsername } from './username-service';

export const handler = groupHandler('users', {
  'GET /api/users/check-username/{username}': defineRoute({
    params: checkUsernameParams,
    run: async ({ params, session }) => {
      const available = await isUsernameAvailable(requireSession(session).actor, params.username);
      return json({ available } satisfies UsernameAvailability);
    },
  }),

  'POST /api/users/username': defineRoute({
    body: setUsernameBody,
    run: async ({ body, session }) =>
      json(await setUsername(requireSession(session).actor, body.username, body.defaultPick)),
  }),

  'POST /api/week6/username': defineRoute({
    body: week6UsernameBody,
    run: async ({ body, session }) => {
      // The Week 6 sign-up's first step: refused with the registration it leads to.
      await requireWeek6RegistrationOpen();
      return json(await setUsername(requireSession(session).actor, body.username));
    },
  }),

  'GET /api/users': defineRoute({
    run: async ({ session, event }) =>
      sharedJson(await publicUsersBody(requireSession(session).actor), event),
  }),

  'GET /api/user/{userId}': defineRoute({
    params: userIdParams,
    run: async ({ params, session }) => {
      const user = await publicUserById(requireSession(session).actor, params.userId);
      if (!user) throw notFound('User not found');
      return json(user);
    },
  }),

  'GET /api/users/reminders': defineRoute({
    run: async ({ session }) => json(reminderPreferenceOf(requireSession(session).actor)),
  }),

  'PUT /api/users/reminders': defineRoute({
    body: reminderPreferenceBody,
    run: async ({ body, session }) => json(await setReminderPreference(requireSession(session).actor, body)),
  }),

  'GET /api/push/public-key': defineRoute({
    run: async () => json({ publicKey: (await deploymentVapidKeys()).publicKey } satisfies PushPublicKey),
  }),

  'GET /api/push/subscriptions': defineRoute({
    run: async ({ session }) => json(await listPushDevices(requireSession(session).actor)),
  }),

  'POST /api/push/subscriptions': defineRoute({
    body: pushSubscriptionBody,
    run: async ({ body, session }) => json(await addPushDevice(requireSession(session).actor, body), 201),
  }),

  'DELETE /api/push/subscriptions': defineRoute({
    query: pushSubscriptionQuery,
    run: async ({ query, session }) => {
      const { actor } = requireSession(session);
      await removePushDevice(actor, query);
      return json(await listPushDevices(actor));
    },
  }),

  'POST /api/reminders/unsubscribe': defineRoute({
    body: unsubscribeBody,
    run: async ({ body }) => json(await unsubscribe(body.token)),
  }),
});
