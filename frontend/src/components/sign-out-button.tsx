import { Button, type ButtonProps } from '@chakra-ui/react';
import { rememberSignedIn } from '@/lib/auth';
import { LOGOUT_URL } from '@/lib/navigation';
import { forgetKeptReads } from '@/lib/offline-reads';

/** A plain link: signing out is a full navigation to the server. */
export const SignOutButton = (props: ButtonProps) => (
  <Button asChild variant="outline" size="sm" {...props}>
    <a
      href={LOGOUT_URL}
      onClick={() => {
        rememberSignedIn(false);
        void forgetKeptReads();
      }}
    >
      Sign Out
    </a>
  </Button>
);
