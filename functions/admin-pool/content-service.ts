import type { HomeContent } from '../../shared/schemas/content';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { getHomeContent, putHomeContent } from '../lib/data/content-repository';

/** Stores the home page content (features trimmed, blank lines dropped) and records the change. */
export const updateHomeContent = async (session: LoadedSession, input: HomeContent): Promise<HomeContent> => {
  const content: HomeContent = {
    title: input.title.trim(),
    subtitle: input.subtitle.trim(),
    description: input.description.trim(),
    features: input.features.map((line) => line.trim()).filter(Boolean),
  };
  const before = await getHomeContent();
  await putHomeContent(content);
  await recordAudit(session, {
    action: 'setting.change',
    summary: 'Home page content updated',
    before,
    after: content,
  });
  return content;
};
