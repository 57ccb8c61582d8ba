/** A won-lost record, "9-5", with pushes as a third number only when there are some: "9-5-1". */
export const formatRecord = (wins: number, losses: number, pushes = 0): string =>
  pushes > 0 ? `${wins}-${losses}-${pushes}` : `${wins}-${losses}`;

/** A standings row's record as the server graded it: covers, misses and pushes; pending picks count in none. */
export const recordOf = (row: { wins: number; losses: number; pushes: number }): string =>
  formatRecord(row.wins, row.losses, row.pushes);
