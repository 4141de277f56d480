/**
 * The accessibility settings before the first paint. A returning fan's text size, high
 * contrast and the rest must not flash in after the page has painted, so every page's
 * head carries this tiny classic script: it reads the settings the device stored and
 * sets the same root-element attributes the settings panel sets (documentAttributes in
 * core), before the body is parsed. It accepts exactly what the storage adapter accepts
 * (every setting present, each value valid) and otherwise changes nothing, so the page
 * shows the defaults for a tampered value just as the panel will.
 *
 * The Content-Security-Policy allows no inline script but this one, by its hash (pages
 * are cached and shared, so a per-request nonce is not possible).
 */
import { COOKIE_NOTICE_HEAD_SCRIPT } from './cookie-notice-head-script';
import { ACCESSIBILITY_STORAGE_KEY, SWITCH_ATTRIBUTES, TEXT_SIZES, TEXT_SIZE_ATTRIBUTE } from '@core';
import { cspHashOf } from '@core';

const json = (value: unknown) => JSON.stringify(value);
const switches = SWITCH_ATTRIBUTES.map(([key, name, value]) => [key, name, value]);

export const ACCESSIBILITY_HEAD_SCRIPT = [
  `(function(){try{var s=JSON.parse(localStorage.getItem(${json(ACCESSIBILITY_STORAGE_KEY)})),d=document.documentElement,w=${json(switches)},i;`,
  `if(!s||typeof s!=="object"||${json(TEXT_SIZES)}.indexOf(s.textSize)<0)return;`,
  'for(i=0;i<w.length;i++)if(typeof s[w[i][0]]!=="boolean")return;',
  `if(s.textSize!==${TEXT_SIZES[0]})d.setAttribute(${json(TEXT_SIZE_ATTRIBUTE)},String(s.textSize));`,
  'for(i=0;i<w.length;i++)if(s[w[i][0]])d.setAttribute(w[i][1],w[i][2])}catch(e){}})()',
].join('');

/** The CSP source that allows exactly this script. */
export const ACCESSIBILITY_HEAD_SCRIPT_HASH = cspHashOf(ACCESSIBILITY_HEAD_SCRIPT);

const TITLE = /<title>/;

/**
 * index.html with the head scripts (this one and the cookie notice's) before the title:
 * after the charset, before any stylesheet or module, so they run before the body is parsed.
 */
export function writeHeadScriptIntoShell(html: string): string {
  if (!TITLE.test(html)) throw new Error('index.html has no <title>: nowhere to put the accessibility head script');
  return html.replace(
    TITLE,
    () =>
      `<script>${ACCESSIBILITY_HEAD_SCRIPT}</script>\n    <script>${COOKIE_NOTICE_HEAD_SCRIPT}</script>\n    <title>`,
  );
}
