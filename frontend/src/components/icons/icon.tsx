import { Icon, type IconProps } from '@chakra-ui/react';

interface LineIconProps extends IconProps {
  /** The stroke width on the icon's 24-unit grid. */
  lineWidth?: number;
  /** Rounds the ends and corners of every line; off, paths can still round their own. */
  roundLines?: boolean;
}

/** A line icon on a 24-unit grid, drawn in the text colour: its paths are the children. */
export const LineIcon = ({ lineWidth = 1.8, roundLines = true, children, ...props }: LineIconProps) => (
  <Icon {...props}>
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={lineWidth}
      strokeLinecap={roundLines ? 'round' : undefined}
      strokeLinejoin={roundLines ? 'round' : undefined}
      aria-hidden="true"
    >
      {children}
    </svg>
  </Icon>
);
