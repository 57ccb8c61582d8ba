import type { HomeContent } from '@shared/schemas/content';

/** The Content tab's form: the features as one text, a feature a line. */
export interface HomeContentDraft {
  title: string;
  subtitle: string;
  description: string;
  features: string;
}

export const draftFrom = (stored: HomeContent | null): HomeContentDraft => ({
  title: stored?.title ?? '',
  subtitle: stored?.subtitle ?? '',
  description: stored?.description ?? '',
  features: (stored?.features ?? []).join('\n'),
});

/** What Save sends: each part trimmed, a feature per non-blank line (spec section 5). */
export const contentFrom = (draft: HomeContentDraft): HomeContent => ({
  title: draft.title.trim(),
  subtitle: draft.subtitle.trim(),
  description: draft.description.trim(),
  features: draft.features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

/** True when saving the draft would change nothing. */
export const sameContent = (a: HomeContent, b: HomeContent): boolean =>
  a.title === b.title &&
  a.subtitle === b.subtitle &&
  a.description === b.description &&
  a.features.length === b.features.length &&
  a.features.every((feature, index) => feature === b.features[index]);
