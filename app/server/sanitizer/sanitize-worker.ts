/**
 * The sanitiser's worker thread (sanitizer-pool.ts starts it): the same DOMPurify rules as
 * the page (ui/shared/components/sanitize-html.ts) over its own jsdom window, so a large
 * body is sanitised here while the site server's main thread answers everyone else.
 */
import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import { provideSanitizerWindow, sanitizeHtml } from '@ui/shared/components/sanitize-html';
import type { SanitizeJob, SanitizeAnswer } from './sanitize-messages';

provideSanitizerWindow(new JSDOM('<!doctype html>').window as unknown as Window);

parentPort?.on('message', ({ id, html }: SanitizeJob) => {
  let answer: SanitizeAnswer;
  try {
    answer = { id, clean: sanitizeHtml(html) };
  } catch (e) {
    answer = { id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(answer);
});
