import * as z from 'zod';

export type { HomeContent } from '../home-content';

const text = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).max(max, `${field} must be ${max} characters or less`);

/** PUT /api/admin/home-content: features one per line in the form, blank lines dropped before sending. */
export const homeContentBody = z.object({
  title: text('title', 120),
  subtitle: text('subtitle', 240),
  description: text('description', 2000),
  features: z
    .array(text('each feature', 200), { error: 'features must be a list of lines' })
    .max(20, 'At most 20 features'),
});
