import { Button, HStack, Text } from '@chakra-ui/react';

interface BoardPagerProps {
  /** What the board is, for the control's name ("Week 5 standings"). */
  label: string;
  page: number;
  pages: number;
  players: number;
  onPage: (page: number) => void;
}

/** Previous / Next under a board of more than one page (shared/board-page.ts); nothing for one page. */
export const BoardPager = ({ label, page, pages, players, onPage }: BoardPagerProps) =>
  pages > 1 ? (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" gap="2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" textAlign="center" aria-live="polite">
        Page {page} of {pages} · {players} players
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  ) : null;
