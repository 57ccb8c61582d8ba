import { ComingSoonSection } from '@/features/admin/components/coming-soon-section';

export const SquaresSection = () => (
  <ComingSoonSection
    title="Super Bowl Squares"
    description="Fill the 10x10 grid for players, who see it read-only."
    planned={[
      'Name each of the 100 squares (up to 10 characters)',
      'Set the price per square (default 25.00)',
      'See available and purchased counts, and save the grid at once',
    ]}
  />
);

export const ContentSection = () => (
  <ComingSoonSection
    title="Home Page Content"
    description="Edit what players read on the home page."
    planned={['Title, subtitle, description and feature list', 'Live preview before saving']}
  />
);
