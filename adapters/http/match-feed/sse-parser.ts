/**
 * A server-sent events parser for fetch + ReadableStream (works in browsers and Node, and lets
 * the client send Last-Event-ID itself, which EventSource cannot on a first connect). Feed it
 * text chunks as they arrive; it hands back each complete message (blank-line terminated).
 * Follows the HTML spec's field rules: `data` lines join with \n, comments (`:`) are ignored.
 */
export interface SseMessage {
  readonly id: string | undefined;
  readonly event: string;
  readonly data: string;
}

export function createSseParser(): { push(chunk: string): SseMessage[] } {
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  return {
    push(chunk) {
      buffer += chunk;
      const out: SseMessage[] = [];
      const lines = buffer.split(/\r\n|\r|\n/);
      // the last piece may be half a line: keep it for the next chunk
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0 || event !== '') out.push({ id, event: event || 'message', data: data.join('\n') });
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(value);
        else if (field === 'event') event = value;
        else if (field === 'id') id = value;
      }
      return out;
    },
  };
}
