import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { longCommentary as match } from '../testing/long-commentary';
import { composeStories } from '@storybook/react-vite';
import { Commentary } from './match-centre-parts';
import * as stories from './commentary.stories';

const noop = () => {};
const props = { pending: 0, paused: false, live: true, onShowNew: noop, onPause: noop, onAtTop: noop };
const items = () => within(screen.getByRole('list', { name: 'Commentary, newest first' })).getAllByRole('listitem');

describe('commentary', () => {
  it('a long commentary lists its newest 50 lines; "Show earlier commentary" reveals 50 more at a time, and focus goes to the first of them', async () => {
    const user = userEvent.setup();
    render(<Commentary entries={match(120)} {...props} />);
    expect(items()).toHaveLength(50);
    expect(items()[0]).toHaveTextContent('Line 120');
    await user.click(screen.getByRole('button', { name: 'Show earlier commentary (70 more)' }));
    expect(items()).toHaveLength(100);
    expect(items()[50]).toHaveTextContent('Line 70');
    expect(items()[50]).toHaveFocus();
    // the button comes next by keyboard
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show earlier commentary (20 more)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(items()).toHaveLength(120);
    expect(items()[100]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Show earlier commentary/ })).toBeNull();
  });

  it('new lines arrive above what the fan revealed, and nothing revealed goes away', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Commentary entries={match(120)} {...props} />);
    await user.click(screen.getByRole('button', { name: /^Show earlier commentary/ }));
    rerender(<Commentary entries={match(123)} {...props} />);
    expect(items()).toHaveLength(103);
    expect(items()[0]).toHaveTextContent('Line 123');
    expect(items().at(-1)).toHaveTextContent('Line 21');
    expect(screen.getByRole('button', { name: 'Show earlier commentary (20 more)' })).toBeInTheDocument();
  });

  it('a short commentary is listed whole, with no button', () => {
    render(<Commentary entries={match(30)} {...props} />);
    expect(items()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Show earlier commentary/ })).toBeNull();
  });

  it('its stories render: the long one with the button, the held one with its new updates', () => {
    const { LongLiveCommentary, NewUpdatesHeld, ShortCommentary } = composeStories(stories);
    const { unmount } = render(<LongLiveCommentary />);
    expect(items()).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Show earlier commentary (70 more)' })).toBeInTheDocument();
    unmount();
    render(<NewUpdatesHeld />);
    expect(screen.getByRole('button', { name: '3 new updates' })).toBeInTheDocument();
    render(<ShortCommentary />);
    expect(screen.getAllByRole('list', { name: 'Commentary, newest first' }).at(-1)!.children).toHaveLength(12);
  });
});
