import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { advertsAllowedOn, advertSubject, sponsorSubject, type Advert } from '@core';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useService } from '../../shared/services/services-context';
import { useInterface } from '../use-interface';
import { useShellState } from '../shell-context';
import { FooterView } from './footer';
import type { FooterLayout } from './footer-layout';
import { useFooterImpressions } from './use-footer-impressions';

export function Footer({ onChildFriendlyChange, reserved }: { onChildFriendlyChange?: (on: boolean) => void; reserved?: FooterLayout | undefined }) {
  const { state, dispatch } = useInterface();
  const shell = useShellState();
  // the interface state's adverts (site-shell §3) are the ones shown: eligible now and for
  // the mode, none while loading or when the adverts service failed
  const loaded = shell.footer.adverts;
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
    if (first.current) { first.current = false; return; }
    onChildFriendlyChange?.(state.childFriendly);
  }, [state.childFriendly, onChildFriendlyChange]);
  const allowedHere = advertsAllowedOn(pathname);
  const advertisingDisabled = state.advertisingDisabled || !allowedHere;
  // the room the adverts take stays while they load (the server's count; they reach the view
  // through the interface state, one render after the shell's) and while they pause after a
  // route change: the pause hides what they show, it never moves the footer
  const advertsLoading = loaded === null ? shell.status !== 'ready' : loaded.length > 0 && state.adverts.length === 0;
  const advertRoom = !allowedHere ? 0 : advertsLoading ? reserved?.adverts ?? 0 : state.advertisingDisabled ? state.adverts.length : 0;
  // counted as shown: the interface state's adverts, once loaded
  useFooterImpressions({ pathname, adverts: advertisingDisabled || loaded === null ? null : state.adverts, rows: shell.footer.rows });
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
      rows={shell.footer.rows}
      adverts={state.adverts}
      advertisingDisabled={advertisingDisabled}
      reserved={{ adverts: advertRoom, rows: shell.footer.rows === null && shell.status !== 'ready' ? reserved?.rows ?? [] : [] }}
      onCookieSettings={() => dispatch({ type: 'cookies/reopen' })}
      cookieSettingsRef={cookieSettings}
      onAdvertClick={(a) => tracker.track('advert-click', advertSubject(a))}
      onSponsorClick={(s) => tracker.track('sponsor-click', sponsorSubject(s))}
    />
  );
}
