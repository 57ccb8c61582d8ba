import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { teamAbbreviation, teamLogoUrl } from '@/lib/team-logo';

interface TeamLogoProps {
  teamId: number;
  /** Side length in pixels. */
  size?: number;
}

type LogoState = 'loading' | 'loaded' | 'failed';

/**
 * A team's ESPN logo; its alt text is the team abbreviation. Until the logo arrives (and for good
 * when it cannot: unknown team, image host unreachable) a round badge with the abbreviation shows.
 */
export const TeamLogo = ({ teamId, size = 32 }: TeamLogoProps) => {
  const src = teamLogoUrl(teamId);
  const abbreviation = teamAbbreviation(teamId) ?? '?';
  // Keyed by src, so a new team starts loading afresh.
  const [state, setState] = useState<{ src: string | null; logo: LogoState }>({ src, logo: 'loading' });
  const logo = state.src === src ? state.logo : 'loading';
  const showBadge = !src || logo !== 'loaded';

  return (
    <Box position="relative" boxSize={`${size}px`} flexShrink="0">
      {showBadge && (
        <Box
          role={src && logo === 'loading' ? undefined : 'img'}
          aria-label={src && logo === 'loading' ? undefined : abbreviation}
          aria-hidden={src && logo === 'loading' ? true : undefined}
          boxSize="full"
          borderRadius="full"
          bg="bg.emphasized"
          color="fg.muted"
          fontSize={size >= 32 ? '2xs' : '0.5rem'}
          fontWeight="bold"
          letterSpacing="tight"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {abbreviation}
        </Box>
      )}
      {src && logo !== 'failed' && (
        <Image
          src={src}
          alt={abbreviation}
          width={size}
          height={size}
          boxSize={`${size}px`}
          objectFit="contain"
          loading="lazy"
          decoding="async"
          position="absolute"
          inset="0"
          opacity={logo === 'loaded' ? 1 : 0}
          onLoad={() => setState({ src, logo: 'loaded' })}
          onError={() => setState({ src, logo: 'failed' })}
        />
      )}
    </Box>
  );
};
