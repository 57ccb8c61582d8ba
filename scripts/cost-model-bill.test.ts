import { describe, expect, it } from 'vitest';
import { free, monthInSeason, price, usage, WEEKS_A_MONTH } from './cost-model-bill';

const API_REQUESTS_A_PLAYER_WEEK =
  usage.dashboardViews * 11 + usage.picksViews * 9 + usage.resultsViews * 6 + usage.saves + usage.signIns * 3;

describe('the monthly bill', () => {
  it('is the sum of its lines', () => {
    for (const players of [20, 1000, 100_000]) {
      const bill = monthInSeason(players, 20);
      const sum = Object.values(bill.lines).reduce((a, b) => a + b, 0);
      expect(bill.total).toBeCloseTo(sum, 9);
    }
  });

  it('charges the HTTP API per request: every view, save and sign-in of every player-week', () => {
    const bill = monthInSeason(1000, 20);
    expect(bill.apiRequests).toBeCloseTo(1000 * WEEKS_A_MONTH * API_REQUESTS_A_PLAYER_WEEK, 6);
    expect(bill.lines.api).toBeCloseTo(bill.apiRequests * price.httpApiRequest, 9);
  });

  it('charges Cognito only for the monthly active users beyond the free 10,000', () => {
    expect(monthInSeason(free.cognitoMau, 20).lines.cognito).toBe(0);
    expect(monthInSeason(100_000, 20).lines.cognito).toBeCloseTo(90_000 * price.cognitoEssentialsMau, 9);
  });

  it('charges each alarm beyond the free ten, at rest and whatever the players', () => {
    const tenAlarms = monthInSeason(20, free.alarms);
    const twentyAlarms = monthInSeason(20, 20);
    expect(twentyAlarms.lines.atRest - tenAlarms.lines.atRest).toBeCloseTo(10 * price.alarmMonth, 9);
    expect(monthInSeason(20, 3).lines.atRest).toBeCloseTo(tenAlarms.lines.atRest, 9);
    expect(twentyAlarms.lines.dynamo).toBe(tenAlarms.lines.dynamo);
  });

  it('grows the per-request lines in proportion to the players', () => {
    const small = monthInSeason(1000, 20);
    const large = monthInSeason(2000, 20);
    for (const line of ['api', 'mail'] as const) {
      expect(large.lines[line] / small.lines[line]).toBeCloseTo(2, 2);
    }
  });
});
