import type { PickProgress } from '@/features/weekly-picks/pick-rules';

export interface SaveStatusInput {
  picksEnabled: boolean;
  progress: PickProgress;
  mnfMissing: boolean;
  /** Survivor entries that still need this week's team. */
  survivorMissing: number;
  unsavedCount: number;
  /** False once every game and the MNF total are locked. */
  canSend: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The line under the progress bar: what is left to do, what is unsaved, or that all is saved. */
export const saveStatus = ({
  picksEnabled,
  progress,
  mnfMissing,
  survivorMissing,
  unsavedCount,
  canSend,
}: SaveStatusInput) => {
  if (!picksEnabled) return 'The admin has paused picks; your saved picks still count';
  if (!canSend) return 'Every game has kicked off: picks are locked';
  const todo = [
    progress.remaining > 0 && `${plural(progress.remaining, 'game', 'games')} left to pick`,
    mnfMissing && 'MNF total needed',
    survivorMissing > 0 && plural(survivorMissing, 'survivor pick needed', 'survivor picks needed'),
  ].filter(Boolean);
  if (todo.length) return todo.join(' · ');
  if (unsavedCount > 0)
    return `${plural(unsavedCount, 'unsaved change', 'unsaved changes')} - save to lock them in`;
  return 'All picks saved';
};

export interface SaveBarProgress {
  label: string;
  value: number;
  max: number;
}

/**
 * The save bar's count: picks made of the games still open, or once none is (picks paused or every
 * game kicked off) the week's saved picks, which still count.
 */
export const saveBarProgress = (progress: PickProgress): SaveBarProgress =>
  progress.eligible > 0
    ? {
        label: `${progress.picked} of ${progress.eligible} picks made`,
        value: progress.picked,
        max: progress.eligible,
      }
    : {
        label: `${progress.made} of ${progress.total} picks saved`,
        value: progress.made,
        max: progress.total,
      };
