import { useInterface } from '../use-interface';
import { useShellState } from '../shell-context';
import { useSignedIn } from '../use-signed-in';
import { HeaderView } from './header';
import { useHeaderScroll } from './use-header-scroll';

/** Wires the header to interface state, shell menus and window scroll. */
export function Header() {
  const { state, dispatch } = useInterface();
  const shell = useShellState();
  const scroll = useHeaderScroll();
  const signedIn = useSignedIn();
  return (
    <HeaderView
      headerStyle={state.headerStyle}
      scroll={scroll}
      primary={shell.menus.primary}
      signedIn={signedIn}
      menuOpen={state.menuOpen}
      searchOpen={state.searchOpen}
      onToggleMenu={() => dispatch({ type: 'menu/toggle' })}
      onProfile={() => dispatch({ type: 'account/open' })}
      onSearch={() => dispatch({ type: state.searchOpen ? 'search/close' : 'search/open' })}
    />
  );
}
