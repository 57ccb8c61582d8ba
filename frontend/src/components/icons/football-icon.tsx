import { Icon, type IconProps } from '@chakra-ui/react';

/** The app's mark: a football with its laces. */
export const FootballIcon = (props: IconProps) => (
  <Icon {...props}>
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <ellipse cx="12" cy="12" rx="10.5" ry="6.5" transform="rotate(-45 12 12)" fill="#7a3b17" />
      <g stroke="#fff" strokeWidth="1.4" strokeLinecap="round" fill="none">
        <path d="M8.6 15.4l6.8-6.8" />
        <path d="M9.7 12.7l1.6 1.6M11.2 11.2l1.6 1.6M12.7 9.7l1.6 1.6" />
      </g>
    </svg>
  </Icon>
);
