import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { advertsAllowedOn } from '@core';
import { useInterface } from '../use-interface';
import { useShellState } from '../shell-context';
import { FooterView } from './footer';

export function Footer({ onChildFriendlyChange }: { onChildFriendlyChange?: (on: boolean) => void }) {
  const { state } = useInterface();
  const shell = useShellState();
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
      adverts={shell.footer.adverts}
      advertisingDisabled={state.advertisingDisabled || !advertsAllowedOn(pathname)}
    />
  );
}
