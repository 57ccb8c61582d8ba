import { Text } from '@chakra-ui/react';
import { useShownHomeContent } from '@/lib/api/get-home-content';

/** The pool's title and subtitle as an admin set them, one small line under the dashboard's heading. */
export const HomeContentNote = () => {
  const content = useShownHomeContent();
  if (!content) return null;
  return (
    <Text fontSize="sm">
      <Text as="span" fontWeight="semibold">
        {content.title}
      </Text>
      <Text as="span" color="fg.muted">
        {' · '}
        {content.subtitle}
      </Text>
    </Text>
  );
};
