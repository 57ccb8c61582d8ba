/* The home page's content as the landing page shows it; no zod here, so the landing page loads without it. */

/** What the landing page and the dashboard show; an admin edits it in the Content tab. */
export interface HomeContent {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
}

/** GET /api/home-content: the content as stored, with the season the pool plays (public). */
export interface HomeContentAnswer extends HomeContent {
  season: number;
}

/** Shown for any part an admin has left empty (spec: the preview's fallback texts); the title with the season. */
export const DEFAULT_HOME_CONTENT: HomeContent = {
  title: 'NFL Pool',
  subtitle: 'Weekly picks against the spread, survivor pools and Super Bowl squares',
  description:
    'Pick every game against the spread each week, outlast the field in survivor, and claim a square for the Super Bowl.',
  features: [
    'Weekly picks against the spread with a Monday night tiebreaker',
    'A season survivor pool and Week 6 survivor pools',
    'Super Bowl squares',
  ],
};

/** The content as shown: an empty part reads its fallback, blank feature lines are dropped. */
export const shownHomeContent = (stored: Partial<HomeContentAnswer> | null): HomeContent => {
  const features = (stored?.features ?? []).map((line) => line.trim()).filter(Boolean);
  const defaultTitle = stored?.season
    ? `${DEFAULT_HOME_CONTENT.title} ${stored.season}`
    : DEFAULT_HOME_CONTENT.title;
  return {
    title: stored?.title?.trim() || defaultTitle,
    subtitle: stored?.subtitle?.trim() || DEFAULT_HOME_CONTENT.subtitle,
    description: stored?.description?.trim() || DEFAULT_HOME_CONTENT.description,
    features: features.length ? features : DEFAULT_HOME_CONTENT.features,
  };
};
