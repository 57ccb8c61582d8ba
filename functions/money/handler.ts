import { moneyAmountsBody } from '../../shared/money/amounts';
import { paymentBody, superBowlBody } from '../../shared/money/requests';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { csv, json } from '../lib/http/responses';
import { LEDGER_FILENAME, ledgerCsv } from './ledger-csv';
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
    run: async ({ session }) => json(await myMoney(requireSession(session).actor)),
  }),
  'GET /api/money/amounts': defineRoute({ run: async () => json(await moneyAmounts()) }),
  'GET /api/admin/money': defineRoute({ run: async () => json(await ledger()) }),
  'GET /api/admin/money/csv': defineRoute({
    run: async () => csv(ledgerCsv(await ledger()), LEDGER_FILENAME),
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
