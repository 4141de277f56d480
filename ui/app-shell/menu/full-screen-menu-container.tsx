import { useInterface } from '../use-interface';
import { useShellState } from '../shell-context';
import { FullScreenMenu } from './full-screen-menu';

export function FullScreenMenuContainer() {
  const { state, dispatch } = useInterface();
  const shell = useShellState();
  return (
    <FullScreenMenu
      open={state.menuOpen}
      layout={shell.settings?.menuLayout ?? 'split'}
      main={shell.menus.main}
      featured={shell.menus.featured}
      onClose={() => dispatch({ type: 'menu/close' })}
    />
  );
}
