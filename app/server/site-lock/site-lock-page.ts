import { SITE_LOCK, siteLockTexts, type SiteLockChallenge } from '@core';

const ROOT = '<div id="root"></div>';

/**
 * The page every address answers while the site is locked: the site's shell (styles,
 * the app's code, the accessibility head script) with nothing of any page in it, the
 * lock's challenge in a JSON block (the app shows the lock screen when it finds one),
 * and a line for browsers without JavaScript. Never indexed.
 */
export function siteLockPageHtml(shellHtml: string, challenge: SiteLockChallenge): string {
  if (!shellHtml.includes(ROOT) || !shellHtml.includes('</head>'))
    throw new Error('index.html has no empty root element or no </head>');
  const block = `<script type="application/json" id="${SITE_LOCK.dataBlockId}">${JSON.stringify(challenge).replace(/</g, '\\u003c')}</script>`;
  return shellHtml
    .replace('</head>', () => `  <meta name="robots" content="noindex, nofollow" />\n    ${block}\n  </head>`)
    .replace(ROOT, () => `<noscript><p>${siteLockTexts.noScript}</p></noscript>${ROOT}`);
}
