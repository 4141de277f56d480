/** The club services the site talks to, one deployment setting each (services.<name>). */
export const serviceNames = [
  'clientSettings',
  'customTables',
  'experiments',
  'aggregatedFeed',
  'globalVariables',
  'loaned',
  'matchData',
  'organisations',
  'promoOverlays',
  'sponsors',
  'videos',
  'webApi',
  'imageLibrary',
  'sso',
  'stream',
  'newsSearch',
  'analytics',
] as const;
export type ServiceKey = (typeof serviceNames)[number];
