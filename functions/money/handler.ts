import { moneyAmountsBody } from '../../shared/money/amounts';
import { moneySeasonQuery, paymentBody, superBowlBody } from '../../shared/money/requests';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { csv, json } from '../lib/http/responses';
import { inPlayedSeason } from '../lib/season';
import { ledgerCsv, ledgerFilename } from './ledger-csv';
import {
  ledger,
  moneyAmounts,
  myMoney,
  recordPayment,
  saveMoneyAmounts,
  saveSuperBowlScore,
} from './ledger-service';

export const handler = groupHandler('money', {
  'GET /api/money/me': defineRoute({
    query: moneySeasonQuery,
    run: async ({ query, session }) =>
      json(await inPlayedSeason(query.season, () => myMoney(requireSession(session).actor))),
  }),
  'GET /api/money/amounts': defineRoute({ run: async () => json(await moneyAmounts()) }),
  'GET /api/admin/money': defineRoute({
    query: moneySeasonQuery,
    run: async ({ query }) => json(await inPlayedSeason(query.season, ledger)),
  }),
  'GET /api/admin/money/csv': defineRoute({
    query: moneySeasonQuery,
    run: async ({ query }) => {
      const seasonLedger = await inPlayedSeason(query.season, ledger);
      return csv(ledgerCsv(seasonLedger), ledgerFilename(query.season && seasonLedger.season));
    },
  }),
  'POST /api/admin/money/payments': defineRoute({
    body: paymentBody,
    run: async ({ body, session }) => json(await recordPayment(requireSession(session), body)),
  }),
  'PUT /api/admin/money/amounts': defineRoute({
    body: moneyAmountsBody,
    run: async ({ body, session }) => json(await saveMoneyAmounts(requireSession(session), body)),
  }),
  'PUT /api/admin/money/super-bowl': defineRoute({
    body: superBowlBody,
    run: async ({ body, session }) => json(await saveSuperBowlScore(requireSession(session), body)),
  }),
});
