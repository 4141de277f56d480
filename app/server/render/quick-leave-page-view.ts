/**
 * No lost page view (ANALYTICS-2). The app's code starts after the page has
 * loaded (ui/shared/scheduling/boot-script.ts) and counts the page once it has hydrated; on a
 * phone a fan can be gone before that. So every page carries this tiny classic script: from the
 * start it owes the page's view, and when the page is hidden (pagehide, or the tab hidden: a
 * hidden tab may never come back) before the app has taken over, it beacons that one view to the
 * analytics service's POST /events, as the app's batch would (the same body, sendBeacon then a
 * keepalive fetch). It never sends without analytics consent, read at that moment by the consent
 * store's own rule (READ_CONSENT_FUNCTION).
 *
 * The event is core's: the server enriches a template with enrichEvent and scrubs the page's
 * path with scrubTrackedPath (pages are cached and shared, so the template holds nothing of one
 * visit); the script fills in only what the browser knows at the moment: the time, a session and
 * log id drawn from randomIdRange, the domain, the screen and the user agent. A guest's view
 * (ssoID ''): the account is not known before the app runs.
 *
 * Exactly once: the app calls the script's claim at its first page view
 * (ui/features/consent/first-page-view.ts); the claim says whether the script has already
 * counted that path, and after it the script never sends. Allowed by the Content-Security-Policy
 * by its hash; the data block is data and never runs. Memory mode (no analytics service) is left
 * to the app.
 */
import { cspHashOf, enrichEvent, site } from '@core';
import { scrubTrackedPath } from '@core/analytics/tracked-path';
import { FIRST_PAGE_VIEW_CLAIM } from '@ui/features/consent/first-page-view';
import { READ_CONSENT_FUNCTION } from '../cookie-notice-head-script';
import { jsonText } from './deferred-boot';

export const PAGE_VIEW_DATA_ID = 'uzfc-page-view';
const CONFIG_ID = 'uzfc-config';

const json = (value: unknown) => JSON.stringify(value);
const { min, max } = site.randomIdRange;

export const QUICK_LEAVE_PAGE_VIEW_SCRIPT = [
  // the user agent is the page's for its whole life: read at the start (a browser driven by
  // DevTools can report another while the page unloads)
  '(function(){var d=document,w=window,s=0,a=navigator.userAgent,v;',
  `try{v=JSON.parse(d.getElementById(${json(PAGE_VIEW_DATA_ID)}).textContent)}catch(x){return}`,
  'if(!v||!v.event||typeof v.url!=="string")return;',
  // s: 0 owed, 1 sent here, 2 the app has taken over
  `w[${json(FIRST_PAGE_VIEW_CLAIM)}]=function(u){var t=s;s=2;return!(t===1&&u===v.url)};`,
  `function r(){return ${min}+Math.floor(Math.random()*${max - min + 1})}`,
  // the settings block comes later in the page than this script: read when leaving
  'function leave(){if(s)return;var k=null,c=null,e,o={},n,b;',
  `try{k=(${READ_CONSENT_FUNCTION})();c=JSON.parse(d.getElementById(${json(CONFIG_ID)}).textContent)}catch(x){}`,
  'e=c&&c.services&&c.services.analytics;',
  'if(!k||k.analytics!==true||typeof e!=="string"||(c.adapters&&c.adapters!=="http"))return;',
  'for(n in v.event)o[n]=v.event[n];',
  'o.sessionID=r();o.logID=r();o.timestamp=Date.now();o.url=v.url;o.domain=location.hostname;',
  'o.screensize=screen.width+"x"+screen.height;o.userAgent=a;',
  'b=JSON.stringify([o]);s=1;e+="/events";',
  'try{if(navigator.sendBeacon&&navigator.sendBeacon(e,b))return}catch(x){}',
  'try{fetch(e,{method:"POST",body:b,keepalive:true,credentials:"omit",headers:{"content-type":"text/plain"}}).catch(function(){})}catch(x){}}',
  'w.addEventListener("pagehide",leave);',
  'd.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")leave()})})()',
].join('');

/** The CSP source that allows exactly this script. */
export const QUICK_LEAVE_PAGE_VIEW_SCRIPT_HASH = cspHashOf(QUICK_LEAVE_PAGE_VIEW_SCRIPT);

/** What the script sends, less what only the browser knows (filled in there). */
export function pageViewTemplate(path: string) {
  const event = enrichEvent(
    { action: 'page-view', sessionID: min, ssoID: '', timestamp: 0, url: '', userAllowTracking: true },
    { domain: '', screensize: '', userAgent: '', ssoVendor: site.analyticsSsoVendor },
    { int: (low) => low },
  );
  return { url: scrubTrackedPath(path), event };
}

/** The page's view owed from the start: its data block and the script (the path and query as requested). */
export function quickLeavePageViewTags(path: string): string {
  return `<script type="application/json" id="${PAGE_VIEW_DATA_ID}">${jsonText(pageViewTemplate(path))}</script>\n    <script>${QUICK_LEAVE_PAGE_VIEW_SCRIPT}</script>`;
}
