import type { AuditAction } from '@shared/schemas/admin-people';

/** How each audited action reads in the Audit tab. */
export const auditActionLabels: Record<AuditAction, string> = {
  'impersonation.start': 'Impersonation started',
  'impersonation.stop': 'Impersonation stopped',
  'impersonation.write': 'Change while impersonating',
  'picks.override': 'Picks overridden',
  'mnf.override': 'MNF total overridden',
  'survivor.override': 'Survivor pick overridden',
  'user.role': 'Role changed',
  'user.remove': 'User removed',
  'game.score': 'Score edited',
  'game.spread': 'Spread edited',
  'game.change': 'Game changed',
  'survivor.finalize': 'Survivor week finalized',
  'survivor.unfinalize': 'Survivor week un-finalized',
  'setting.change': 'Setting changed',
  'autopick.run': 'Auto-pick ran',
  'reminders.send': 'Reminders sent',
  'season.setup': 'Season setup step',
  'season.start': 'Next season started',
  'season.end-early': 'Season ended early',
  'money.payment': 'Payment recorded',
  'invite.replace': 'Invite link replaced',
  'user.approve': 'Join request approved',
  'user.decline': 'Join request declined',
};
