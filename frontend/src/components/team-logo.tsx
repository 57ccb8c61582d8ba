import { Box, Image } from '@chakra-ui/react';
import { teamAbbreviation, teamLogoUrl } from '@/lib/team-logo';

interface TeamLogoProps {
  teamId: number;
  /** Side length in pixels. */
  size?: number;
}

/** A team's ESPN logo; its alt text is the team abbreviation. */
export const TeamLogo = ({ teamId, size = 32 }: TeamLogoProps) => {
  const src = teamLogoUrl(teamId);
  const abbreviation = teamAbbreviation(teamId) ?? '?';
  if (!src) {
    return (
      <Box
        boxSize={`${size}px`}
        borderRadius="full"
        bg="bg.muted"
        color="fg.muted"
        fontSize="xs"
        fontWeight="bold"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
      >
        {abbreviation}
      </Box>
    );
  }
  return (
    <Image
      src={src}
      alt={abbreviation}
      width={size}
      height={size}
      boxSize={`${size}px`}
      objectFit="contain"
      loading="lazy"
      decoding="async"
    />
  );
};
