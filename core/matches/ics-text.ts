/**
 * RFC 5545 text rules the calendar export needs: TEXT escaping (§3.3.11), content lines of at
 * most 75 octets folded with CRLF + one space (§3.1; octets, not characters, and never inside
 * a UTF-8 sequence), and UTC date-times written as 20250809T140000Z (§3.3.5).
 */
const encoder = new TextEncoder();
export const CRLF = '\r\n';
export const MAX_LINE_OCTETS = 75;

/** backslash, semicolon and comma escaped; any line break becomes \n */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** one content line, folded: each physical line is at most 75 octets, continuations start with a space */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // the first line holds 75 octets; a continuation's leading space leaves 74
    const room = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** undo folding (what a calendar reader does): for tests and round trips */
export const unfoldIcs = (ics: string): string => ics.replace(/\r\n[ \t]/g, '');

export function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
