/**
 * Names shared by the server's boot script (app/server/render/deferred-boot.ts) and the
 * browser app: plain data, so the browser's bundle takes nothing else of the server's.
 */
/** the JSON block naming the page's modules, entry first */
export const BOOT_DATA_ID = 'uzfc-boot';
/** the global the app calls once hydrated: it presses again the button pressed before, if any */
export const EARLY_PRESS_REPLAY = '__uzfcReplayEarlyPress';
/** the user-timing mark the app sets once it is interactive (hydrated, the first page's view models started) */
export const INTERACTIVE_MARK = 'uzfc-interactive';
