import { clearSeedSnapshots } from './seed-snapshots';

/** A test run starts without the seeds of an earlier run (see seed-snapshots.ts). */
export default function setup() {
  clearSeedSnapshots();
}
