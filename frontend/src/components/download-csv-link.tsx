import { Button, Flex } from '@chakra-ui/react';
import { DownloadIcon } from '@/components/icons/download-icon';

interface DownloadCsvLinkProps {
  /** The API route that answers the CSV; the browser sends the session cookie with it. */
  href: string;
}

/** "Download CSV" at the end of a table's row: a plain link, so the browser saves the server's file. */
export const DownloadCsvLink = ({ href }: DownloadCsvLinkProps) => (
  <Flex justify="flex-end">
    <Button asChild variant="outline" size="sm" bg="bg">
      <a href={href} download>
        <DownloadIcon boxSize="4" />
        Download CSV
      </a>
    </Button>
  </Flex>
);
