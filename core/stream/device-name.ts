/**
 * A readable name for a device from its User-Agent (my devices): 'Chrome on
 * Windows', 'Safari on iPhone'. Only the browser's and the system's family are read, never
 * versions or anything else the string carries, so the name says no more than a fan would
 * recognise. Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome
 * also says "Safari", and iPads may say "Macintosh" with touch.
 */
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: readonly (readonly [RegExp, string])[], ua: string) =>
  table.find(([pattern]) => pattern.test(ua))?.[1];

export function deviceNameFromUserAgent(userAgent: string): string {
  const ua = userAgent.slice(0, 512);
  const browser = first(browsers, ua);
  const system = first(systems, ua);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'A web browser';
}
