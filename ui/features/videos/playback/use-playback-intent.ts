import { useCallback, useRef } from 'react';
import { openStreamInput, type OpenStreamInput } from '@core';
import { timings } from '@core/config/site-config';
import { shouldPrefetch, type ConnectionHint } from '@core/routing/prefetch';
import { useOptionalAccountVm } from '../../account/account-context';
import { useSignedIn } from '../../account/use-signed-in';
import { useNearScreen, whenIdle } from '../../../shared/scheduling';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';

type Loader = () => Promise<unknown>;

const warm = () => import('./warm-playback');
const quiet = () => {};

/** the code a press needs: the page, then the player with hls.js (a test passes its own) */
export interface PlaybackCode {
  readonly page: Loader;
  readonly player: Loader;
}
const liveCode: PlaybackCode = {
  page: () => warm().then((m) => m.warmLivePage()),
  player: () => warm().then((m) => m.warmPlayer()),
};
/** a guest meets the lock: the player would be wasted on them */
const warmCode = (signedIn: boolean, code: PlaybackCode) => {
  for (const load of signedIn ? [code.page, code.player] : [code.page]) load().catch(quiet);
};

/** the link itself on screen, not a screen away: a fan looking at it */
const ON_SCREEN = '0px';

/**
 * Prepares a stream on the fan's intent to play it, so the press finds everything ready. When the
 * link is on screen, a signed-in fan's browser warms the page it opens, the player and hls.js once
 * it is idle (warm-playback.ts); a guest's waits for a stronger sign. When the fan points at or focuses it, all of that
 * starts at once and a signed-in fan's playback token is asked for (core makePreparedStream: the
 * player's own ask takes that answer while it is usable). The token waits for this stronger sign:
 * asking takes one of the account's device slots for a minute, which a fan merely scrolling past
 * must not cost their other devices. Nothing here imports the player or hls.js but dynamically.
 */
export function usePlaybackIntent(
  entry: Pick<OpenStreamInput, 'mediaType' | 'entryId' | 'required'>,
  code: PlaybackCode = liveCode,
) {
  const ref = useRef<HTMLAnchorElement>(null);
  const account = useOptionalAccountVm();
  const signedIn = useSignedIn();
  const prepared = useService(UseCases.preparedStream);
  // a guest's page warms only on their pointer or focus: running /live's code for every
  // visitor who sees the strip would cost the videos page's own load on a phone, so a guest's
  // strip is not even watched
  const warmWhenIdle = useCallback(() => {
    // as the router warms its likely routes: when idle, never on 2g or with data saver on (NAV-4)
    const connection = (navigator as { connection?: ConnectionHint }).connection;
    if (shouldPrefetch(connection)) whenIdle(() => warmCode(true, code), timings.prefetchIdleMaxMs);
  }, [code]);
  useNearScreen(ref, signedIn ? warmWhenIdle : null, ON_SCREEN);
  const intent = () => {
    warmCode(signedIn, code);
    const state = account?.state;
    if (state?.status === 'signed-in')
      prepared.prepare(openStreamInput(entry, true, state.entitlements), state.user?.ssoID ?? '');
  };
  return { ref, onPointerEnter: intent, onFocus: intent };
}
