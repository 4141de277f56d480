/**
 * The cookie notice before the first paint. Every visitor gets the same server page, with
 * the notice in it (so a first visit paints it with the page); a returning visitor's stored
 * choice must hide it before anything paints. This tiny classic script, in every page's
 * head, reads the consent cookie exactly as the consent store does (the one cookie of that
 * name: two, one planted, read as none; URI-decoded, a JSON object of exactly the four
 * booleans) and, when a choice is stored, marks the root element; the notice's stylesheet
 * hides it under that mark.
 * Anything else (no cookie, a tampered one, cookies refused) leaves the notice showing, as
 * the app itself would. Allowed by the Content-Security-Policy by its hash.
 */
import { cspHashOf } from '@core';
import { CONSENT_COOKIE } from '@adapters/browser/cookies/cookie-stores';
import { COOKIES_ANSWERED_ATTRIBUTE } from '@ui/features/consent/cookies-answered';
const KEYS = ['analytics', 'marketing', 'personalisation', 'all'];

const json = (value: unknown) => JSON.stringify(value);

/**
 * The consent store's reading rule as a browser expression (a function of no arguments that
 * returns the stored choice, or null): shared by this script and the quick-leave page view
 * (render/quick-leave-page-view.ts), so the two inline scripts read consent by one rule.
 */
export const READ_CONSENT_FUNCTION = [
  `function(){var p=document.cookie.split(";"),k=${json(KEYS)},i,a,r,v=[];`,
  `for(i=0;i<p.length;i++){a=p[i].indexOf("=");if(a>=0&&p[i].slice(0,a).trim()===${json(CONSENT_COOKIE)})v.push(p[i].slice(a+1).trim())}`,
  'if(v.length!==1)return null;',
  'r=JSON.parse(decodeURIComponent(v[0]));',
  'if(typeof r!=="object"||r===null||Array.isArray(r)||Object.keys(r).length!==k.length)return null;',
  'for(i=0;i<k.length;i++)if(typeof r[k[i]]!=="boolean")return null;',
  'return r}',
].join('');

export const COOKIE_NOTICE_HEAD_SCRIPT = [
  `(function(){try{if((${READ_CONSENT_FUNCTION})())`,
  `document.documentElement.setAttribute(${json(COOKIES_ANSWERED_ATTRIBUTE)},"")}catch(e){}})()`,
].join('');

/** The CSP source that allows exactly this script. */
export const COOKIE_NOTICE_HEAD_SCRIPT_HASH = cspHashOf(COOKIE_NOTICE_HEAD_SCRIPT);
