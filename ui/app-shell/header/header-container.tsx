import { memo, useCallback } from 'react';
import { commercialForMode } from '@core';
import { headerMotionFor } from '@core/shell/header-variant';
import { useInterface } from '../use-interface';
import { useShellState } from '../shell-context';
import { useSignedIn } from '../use-signed-in';
import { HeaderView } from './header';
import { useHeaderLook } from './use-header-look';
import { useHeaderScroll } from './use-header-scroll';

/**
 * The header's markup renders again only when what it shows changes: the first page announcing
 * the look it already wears (after hydration, on every page) re-rendered the whole header
 */
const ShownHeader = memo(HeaderView);

/** Wires the header to interface state, the route, the web settings, shell data and window scroll. */
export function Header() {
  const { state, dispatch } = useInterface();
  const shell = useShellState();
  const scroll = useHeaderScroll();
  const signedIn = useSignedIn();
  const look = useHeaderLook(state);
  const { searchOpen } = state;
  const onToggleMenu = useCallback(() => dispatch({ type: 'menu/toggle' }), [dispatch]);
  const onProfile = useCallback(() => dispatch({ type: 'account/open' }), [dispatch]);
  const onSearch = useCallback(
    () => dispatch({ type: searchOpen ? 'search/close' : 'search/open' }),
    [dispatch, searchOpen],
  );
  return (
    <ShownHeader
      headerStyle={look}
      // settings arrive after the first paint: until then the spec's values (sticky, global nav on)
      motion={headerMotionFor(shell.settings?.headerType)}
      globalNav={shell.settings?.globalNav ?? true}
      // filtered for the mode at once too: the shell reloads it for a new mode in an effect after
      sponsor={
        commercialForMode({ headerSponsor: shell.headerSponsor }, { childFriendly: state.childFriendly, nowMs: 0 })
          .headerSponsor
      }
      scroll={scroll}
      primary={shell.menus.primary}
      signedIn={signedIn}
      menuOpen={state.menuOpen}
      searchOpen={searchOpen}
      onToggleMenu={onToggleMenu}
      onProfile={onProfile}
      onSearch={onSearch}
    />
  );
}
