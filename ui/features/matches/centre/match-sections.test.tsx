import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { screenWide } from '../testing/screen-wide';
import { MatchSections, matchTabOf, tabSearch, type MatchPanels } from './match-sections';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

const panels = {
  commentary: <p>The newest line</p>,
  'key-events': <p>Goals and cards</p>,
  stats: <p>Possession</p>,
  lineups: <p>Both formations</p>,
};

afterEach(() => vi.restoreAllMocks());

const renderAt = (route: string, shown: MatchPanels = panels) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <MatchSections panels={shown} />
      <Address />
    </MemoryRouter>,
  );

describe('match centre sections', () => {
  it('on a phone: tabs by the WAI-ARIA pattern (one tab stop; arrows, Home and End move and show), kept in the address', async () => {
    screenWide(false);
    const user = userEvent.setup();
    renderAt('/match/first-team/2026-27/t1-live?watch=live&tab=stats');
    const stats = screen.getByRole('tab', { name: 'Stats' });
    expect(stats).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Stats' })).toHaveTextContent('Possession');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([stats]);
    // without JavaScript a tab is a link to its own address
    expect(screen.getByRole('tab', { name: 'Line-ups' })).toHaveAttribute(
      'href',
      '/match/first-team/2026-27/t1-live?watch=live&tab=lineups',
    );
    expect(screen.getByRole('tab', { name: 'Commentary' })).toHaveAttribute(
      'href',
      '/match/first-team/2026-27/t1-live?watch=live',
    );

    stats.focus();
    await user.keyboard('{ArrowRight}');
    const lineups = screen.getByRole('tab', { name: 'Line-ups' });
    expect(lineups).toHaveFocus();
    expect(lineups).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Line-ups' })).toBeVisible();
    expect(document.getElementById('mc-panel-stats')).not.toBeVisible();
    expect(screen.getByLabelText('Address')).toHaveTextContent('?watch=live&tab=lineups');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Commentary' })).toHaveFocus();
    expect(screen.getByLabelText('Address')).toHaveTextContent(/t1-live\?watch=live$/);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Line-ups' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Commentary' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Line-ups' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel shown
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Line-ups' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Key events' }));
    expect(screen.getByLabelText('Address')).toHaveTextContent('tab=key-events');
  });

  it("a league match's Table is the last tab: End reaches it, the arrows wrap from it; without a table its address is the commentary", async () => {
    screenWide(false);
    const user = userEvent.setup();
    renderAt('/match/t1-live?tab=table', { ...panels, table: <p>Around UZFC</p> });
    const table = screen.getByRole('tab', { name: 'Table' });
    expect(table).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Table' })).toHaveTextContent('Around UZFC');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Commentary',
      'Key events',
      'Stats',
      'Line-ups',
      'Table',
    ]);
    table.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Commentary' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Table' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Address')).toHaveTextContent('?tab=table');
    expect(matchTabOf('?tab=table', ['commentary', 'stats'])).toBe('commentary');
  });

  it('on a wide screen: every section in place, no tab roles', () => {
    screenWide(true);
    renderAt('/match/first-team/2026-27/t1-live?tab=stats');
    expect(screen.queryAllByRole('tabpanel')).toEqual([]);
    for (const text of ['The newest line', 'Goals and cards', 'Possession', 'Both formations'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('reads a tab from the address, anything else is the commentary', () => {
    expect(matchTabOf('?tab=lineups')).toBe('lineups');
    expect(matchTabOf('?tab=<script>')).toBe('commentary');
    expect(matchTabOf('')).toBe('commentary');
    expect(tabSearch('?tab=stats&x=1', 'commentary')).toBe('?x=1');
  });
});
