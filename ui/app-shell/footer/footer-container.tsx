import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { advertsAllowedOn, advertSubject, commercialForMode, sponsorSubject, type Advert } from '@core';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useService } from '../../shared/services/services-context';
import { useInterface } from '../use-interface';
import { useShell, useShellState } from '../shell-context';
import { FooterView } from './footer';
import type { FooterLayout } from './footer-layout';
import { useFooterImpressions } from './use-footer-impressions';
import { useInTurns, useNearScreen, useShowLater } from '../../shared/scheduling';

export function Footer({
  onChildFriendlyChange,
  reserved,
}: {
  onChildFriendlyChange?: (on: boolean) => void;
  reserved?: FooterLayout | undefined;
}) {
  const { state, dispatch } = useInterface();
  const shell = useShellState();
  // sponsors and adverts are asked for when the footer comes near the screen (shell-vm showFooter)
  const footer = useRef<HTMLElement>(null);
  useNearScreen(footer, useShell().showFooter);
  // what arrives for the footer (thirty-odd sponsor logos, the adverts) renders as a transition,
  // in slices that yield, not in the task the answer came in; the room stays kept until then
  const arrived = useMemo(
    () => ({ rows: shell.footer.rows, adverts: shell.footer.adverts, status: shell.footerStatus }),
    [shell.footer.rows, shell.footer.adverts, shell.footerStatus],
  );
  // hiding is never deferred: a change to child-friendly mode clears what was shown at once,
  // and not one render may show the other mode's sponsors (only what arrives waits)
  const commercial = useShowLater(
    arrived,
    (now, shown) => (now.rows === null && shown.rows !== null) || (now.adverts === null && shown.adverts !== null),
  );
  // the page turned child friendly in this render and the shell reloads for it in an effect
  // after: until then the rows it holds are filtered here too (the same core rule, idempotent)
  const rows = useMemo(
    () =>
      state.childFriendly && commercial.rows
        ? commercialForMode({ sponsorRows: commercial.rows }, { childFriendly: true, nowMs: 0 }).sponsorRows
        : commercial.rows,
    [state.childFriendly, commercial.rows],
  );
  // the interface state's adverts (STATE-1, COMMERCIAL-2) are the ones shown: eligible now and for
  // the mode, none while loading or when the adverts service failed
  // thirty-odd logos are one long commit on a phone: the rows show theirs a row per task, each
  // keeping its room until then (on a short page the footer is in view as the page hydrates)
  const rowsShown = useInTurns(rows?.length ?? 0, rows !== null);
  const loaded = commercial.adverts;
  useEffect(() => {
    dispatch({ type: 'adverts/loaded', adverts: (loaded ?? []) as Advert[] });
  }, [loaded, dispatch]);
  const tracker = useService(UseCases.analytics);
  // hideAdvertsFromVideos: the video service's pages never show adverts (sponsors stay)
  const { pathname } = useLocation();
  // sponsors and adverts are filtered by the core for the mode they were loaded with;
  // a change of mode asks the shell to load them again
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChildFriendlyChange?.(state.childFriendly);
  }, [state.childFriendly, onChildFriendlyChange]);
  const allowedHere = advertsAllowedOn(pathname);
  const advertisingDisabled = state.advertisingDisabled || !allowedHere;
  // the room the adverts take stays while they load (the server's count; they reach the view
  // through the interface state, one render after the shell's) and while they pause after a
  // route change: the pause hides what they show, it never moves the footer
  const advertsLoading =
    loaded === null ? commercial.status !== 'ready' : loaded.length > 0 && state.adverts.length === 0;
  const advertRoom = !allowedHere
    ? 0
    : advertsLoading
      ? (reserved?.adverts ?? 0)
      : state.advertisingDisabled
        ? state.adverts.length
        : 0;
  // counted as shown: the interface state's adverts, once loaded
  useFooterImpressions({ pathname, adverts: advertisingDisabled || loaded === null ? null : state.adverts, rows });
  // after the fan chooses, focus goes back to the button that reopened the choice
  const cookieSettings = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !state.cookieSettingsOpen) cookieSettings.current?.focus();
    wasOpen.current = state.cookieSettingsOpen;
  }, [state.cookieSettingsOpen]);
  return (
    <FooterView
      settings={shell.settings}
      quickLinks={shell.menus.footer}
      rows={rows}
      adverts={state.adverts}
      advertisingDisabled={advertisingDisabled}
      reserved={{
        adverts: advertRoom,
        rows: rows === null && commercial.status !== 'ready' ? (reserved?.rows ?? []) : [],
      }}
      footerRef={footer}
      rowsShown={rowsShown}
      onCookieSettings={() => dispatch({ type: 'cookies/reopen' })}
      cookieSettingsRef={cookieSettings}
      onAdvertClick={(a) => tracker.track('advert-click', advertSubject(a))}
      onSponsorClick={(s) => tracker.track('sponsor-click', sponsorSubject(s))}
    />
  );
}
