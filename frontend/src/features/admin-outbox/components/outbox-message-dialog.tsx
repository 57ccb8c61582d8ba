import { Box, Button, chakra, Dialog, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OutboxMessage } from '@shared/schemas/outbox';
import { useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { DisclosureSummary } from '@/components/disclosure-summary';
import { mailTextParts } from '@/features/admin-outbox/mail-text';
import { loggedTime } from '@/lib/admin/logged-time';

interface OutboxMessageDialogProps {
  message: OutboxMessage | null;
  onClose: () => void;
}

/** The mail's text, with its web addresses as links (nothing of the mail is read as markup). */
const MailText = ({ text }: { text: string }) => (
  <Text as="div" whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">
    {mailTextParts(text).map((part, index) =>
      part.kind === 'link' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        <Link key={index} href={part.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {part.url}
        </Link>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        <span key={index}>{part.text}</span>
      ),
    )}
  </Text>
);

/**
 * The HTML version, drawn in a sandboxed frame: no scripts, no forms, no navigation and an origin of
 * its own, so the mail's markup can never touch the admin page. The frame exists only while open.
 */
const MailHtml = ({ html }: { html: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <chakra.details fontSize="sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <DisclosureSummary>HTML version</DisclosureSummary>
      {open && (
        <chakra.iframe
          sandbox=""
          srcDoc={html}
          title="HTML version of this mail"
          mt="2"
          width="full"
          height="72"
          bg="white"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
        />
      )}
    </chakra.details>
  );
};

/** One received mail, opened to read: who sent it to whom and when, its text, and its HTML on demand. */
export const OutboxMessageDialog = ({ message, onClose }: OutboxMessageDialogProps) => (
  <DialogFrame open={message !== null} onClose={onClose} size="lg" scrollInside>
    {message && (
      <>
        <Dialog.Header>
          <Dialog.Title overflowWrap="anywhere">{message.subject || '(no subject)'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <SimpleGrid as="dl" templateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="1">
              {(
                [
                  ['From', message.from],
                  ['To', message.to],
                  ['Received', loggedTime(message.receivedAt)],
                  ...(message.listUnsubscribe ? [['Unsubscribe', message.listUnsubscribe]] : []),
                ] as [string, string][]
              ).map(([label, value]) => (
                <Box key={label} display="contents">
                  <Text as="dt" color="fg.muted" fontSize="sm">
                    {label}
                  </Text>
                  <Text as="dd" fontSize="sm" overflowWrap="anywhere">
                    {value}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
            <Box borderTopWidth="1px" pt="4">
              <MailText text={message.text} />
            </Box>
            {message.html && <MailHtml html={message.html} />}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Close</Button>
          </Dialog.ActionTrigger>
        </Dialog.Footer>
      </>
    )}
  </DialogFrame>
);
