// npm run bench:cost: the monthly AWS bill of a deployed pool at 20, 1,000 and 100,000 players
// (scripts/cost-model-bill.ts), each line's total beside its cost per player-month, with the
// alarms the stack really defines.

import { stackAlarmCount } from './cost-model-alarms';
import { type MonthlyBill, monthInSeason } from './cost-model-bill';

const PLAYERS = [20, 1000, 100_000];
const MAX_PER_PLAYER_MONTH = 0.03;
const lineNames: [keyof MonthlyBill['lines'], string][] = [
  ['dynamo', 'DynamoDB'],
  ['lambda', 'Lambda'],
  ['api', 'HTTP API'],
  ['cloudFront', 'CloudFront'],
  ['cognito', 'Cognito'],
  ['mail', 'SES'],
  ['logs', 'logs'],
  ['atRest', 'at rest'],
];

const usd = (value: number) => (value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en-US'));
const perPlayer = (value: number) => value.toFixed(4);
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

const alarms = stackAlarmCount();
const bills = PLAYERS.map((players) => monthInSeason(players, alarms));
console.log(
  [
    row([
      'a month in season',
      ...bills.flatMap((b) => [`${b.players.toLocaleString('en-US')} players`, 'a player']),
    ]),
    row(['---', ...bills.flatMap(() => ['---:', '---:'])]),
    ...lineNames.map(([key, name]) =>
      row([name, ...bills.flatMap((b) => [usd(b.lines[key]), perPlayer(b.lines[key] / b.players)])]),
    ),
    row([
      '**total**',
      ...bills.flatMap((b) => [`**${usd(b.total)}**`, `**${perPlayer(b.total / b.players)}**`]),
    ]),
  ].join('\n'),
);
console.log(`USD; ${alarms} alarms in the stack (infra/alarms.ts), the first 10 free`);
const largest = bills.at(-1) as MonthlyBill;
const perPlayerMonth = largest.total / largest.players;
console.log(
  `target: at most $${MAX_PER_PLAYER_MONTH.toFixed(2)} a player-month at ${largest.players.toLocaleString('en-US')} ` +
    `players in season, Cognito included: $${perPlayerMonth.toFixed(3)}${perPlayerMonth <= MAX_PER_PLAYER_MONTH ? '' : ' ✗'}`,
);
for (const b of bills) {
  console.log(
    `${b.players} players: ${Math.round(b.apiRequests).toLocaleString('en-US')} API requests, ` +
      `${b.transferGb.toFixed(1)} GB from CloudFront, ${(b.reloadReads / 1e6).toFixed(2)} M read units of cache reloads, ` +
      `${(b.storageGb * 1024).toFixed(1)} MB stored`,
  );
}
