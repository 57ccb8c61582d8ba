export type MailTextPart = { kind: 'text'; text: string } | { kind: 'link'; url: string };

const webAddress = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** A mail's plain text cut into text and web addresses, so the Outbox can make only http(s) links clickable. */
export const mailTextParts = (text: string): MailTextPart[] => {
  const parts: MailTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(webAddress)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', url: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
};
