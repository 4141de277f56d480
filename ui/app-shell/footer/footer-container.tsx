import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { advertsAllowedOn, type Advert } from '@core';
import { useInterface } from '../use-interface';
import { useShellState } from '../shell-context';
import { FooterView } from './footer';

export function Footer({ onChildFriendlyChange }: { onChildFriendlyChange?: (on: boolean) => void }) {
  const { state, dispatch } = useInterface();
  const shell = useShellState();
  // the interface state's adverts (site-shell §3) are the ones shown: eligible now and for
  // the mode, none while loading or when the adverts service failed
  const loaded = shell.footer.adverts;
  useEffect(() => {
    dispatch({ type: 'adverts/loaded', adverts: (loaded ?? []) as Advert[] });
  }, [loaded, dispatch]);
  // hideAdvertsFromVideos: the video service's pages never show adverts (sponsors stay)
  const { pathname } = useLocation();
  // sponsors and adverts are filtered by the core for the mode they were loaded with;
  // a change of mode asks the shell to load them again
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    onChildFriendlyChange?.(state.childFriendly);
  }, [state.childFriendly, onChildFriendlyChange]);
  return (
    <FooterView
      settings={shell.settings}
      quickLinks={shell.menus.footer}
      rows={shell.footer.rows}
      adverts={state.adverts}
      advertisingDisabled={state.advertisingDisabled || !advertsAllowedOn(pathname)}
    />
  );
}
