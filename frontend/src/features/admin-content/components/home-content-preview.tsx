import { Box, Stack, Text } from '@chakra-ui/react';
import { type HomeContent, shownHomeContent } from '@shared/home-content';
import { FeatureTile } from '@/components/feature-tile';
import { keyedTexts } from '@/lib/keyed-texts';

/** The draft as the landing page shows it, with the default text for each empty part. */
export const HomeContentPreview = ({ content }: { content: HomeContent }) => {
  const shown = shownHomeContent(content);
  return (
    <Stack gap="3">
      <Box
        bgGradient="to-br"
        gradientFrom="brand.950"
        gradientTo="brand.700"
        color="white"
        borderRadius="lg"
        p={{ base: '4', md: '6' }}
      >
        <Stack gap="2">
          <Text
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="bold"
            lineHeight="1.2"
            overflowWrap="anywhere"
          >
            {shown.title}
          </Text>
          <Text fontWeight="semibold" color="brand.50" overflowWrap="anywhere">
            {shown.subtitle}
          </Text>
          <Text fontSize="sm" color="brand.100" whiteSpace="pre-line" overflowWrap="anywhere">
            {shown.description}
          </Text>
        </Stack>
      </Box>
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Preview features">
        {keyedTexts(shown.features).map(({ key, text }) => (
          <FeatureTile key={key} feature={text} />
        ))}
      </Stack>
    </Stack>
  );
};
