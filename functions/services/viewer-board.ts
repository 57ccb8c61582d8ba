import { pageBounds } from '../../shared/board-page';
import type { Viewer } from '../lib/public-user';

/**
 * A board's rows, built once, as each viewer sees them. What a row shows depends on the viewer only
 * through whether they are an admin, whether the row is their own, and a per-request `context` (what
 * the clock reveals), so every row but the viewer's own is serialized once per (admin, context)
 * and shared; the viewer's own row is rendered for them on each request.
 */
export const viewerBoard = <R extends { userId: string }, E, C extends string>(
  rows: readonly R[],
  render: (row: R, viewer: Viewer, context: C) => E,
) => {
  const ownIndex = new Map(rows.map((row, i) => [row.userId, i]));
  const serialized = new Map<string, { text: string; bounds: [number, number][] }>();
  const shared = (isAdmin: boolean, context: C) => {
    const key = `${isAdmin}:${context}`;
    let found = serialized.get(key);
    if (!found) {
      // A viewer who owns no row: what everyone but the row's owner sees.
      const anyone: Viewer = { id: '', isAdmin };
      const bounds: [number, number][] = [];
      let text = '[';
      rows.forEach((row, i) => {
        if (i > 0) text += ',';
        const start = text.length;
        text += JSON.stringify(render(row, anyone, context));
        bounds.push([start, text.length]);
      });
      found = { text: `${text}]`, bounds };
      serialized.set(key, found);
    }
    return found;
  };
  return {
    entries: (viewer: Viewer, context: C): E[] => rows.map((row) => render(row, viewer, context)),
    /** The rows as JSON text: the shared serialization with the viewer's own row put in. */
    json: (viewer: Viewer, context: C): string => {
      const { text, bounds } = shared(viewer.isAdmin, context);
      const own = ownIndex.get(viewer.id);
      if (own === undefined) return text;
      const [start, end] = bounds[own] as [number, number];
      return text.slice(0, start) + JSON.stringify(render(rows[own] as R, viewer, context)) + text.slice(end);
    },
    /** How many rows the board has. */
    size: rows.length,
    /**
     * The rows of one page (shared/board-page.ts) as JSON text, the viewer's own row in its place,
     * or after the page's rows when it is on another page.
     */
    pageJson: (viewer: Viewer, context: C, page: number): string => {
      const { text, bounds } = shared(viewer.isAdmin, context);
      const [from, to] = pageBounds(page, rows.length);
      const own = ownIndex.get(viewer.id);
      const ownRow = () => JSON.stringify(render(rows[own as number] as R, viewer, context));
      const parts: string[] = [];
      for (let i = from; i < to; i += 1) {
        const [start, end] = bounds[i] as [number, number];
        parts.push(i === own ? ownRow() : text.slice(start, end));
      }
      if (own !== undefined && (own < from || own >= to)) parts.push(ownRow());
      return `[${parts.join(',')}]`;
    },
  };
};
