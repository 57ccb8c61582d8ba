import { config } from '../../functions/lib/config';
import { readPoolSeason } from '../../functions/lib/data/pool-season-repository';
import { describeClock } from './clock-banner';
import { demoAccounts } from './demo-players';
import { startLocalStack } from './local-stack';

const clock = describeClock();
const dataDir = process.env.DATA_DIR?.trim() || '.data';
const stack = await startLocalStack({
  port: Number(process.env.PORT ?? 3000),
  dataDir,
  adminEmails: process.env.ADMIN_EMAILS ?? 'admin@example.com',
});

const seedLine = stack.seeded.seeded
  ? `seeded the 2025 season and the demo pool (current week ${stack.seeded.currentWeek})`
  : 'kept the existing data (seeded at an earlier start; DATA_DIR=memory seeds afresh at this clock)';
console.log(`
NFL Pool is running at ${stack.url}

  clock:    ${clock}
  api:      ${stack.handlers}
  data:     ${dataDir === 'memory' ? 'in memory (DATA_DIR=memory)' : `${dataDir}/`}, ${seedLine}
  season:   ${(await readPoolSeason())?.season ?? config.season()}
  mail:     SMTP on ${config.smtpHost()}:${config.smtpPort()} (loopback); read it under Admin → Outbox
  sign in:  any email works on the local login page; demo accounts:
${demoAccounts.map((a) => `            ${a.email.padEnd(22)} ${a.username.padEnd(12)} ${a.isAdmin ? 'admin' : { full: 'player', late: 'late-entry survivor only', week6: 'Week 6 pools only' }[a.access]}`).join('\n')}

Press Ctrl+C to stop.
`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
