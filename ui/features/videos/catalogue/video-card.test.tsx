import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ImagePort, RequiredEntitlement, VideoSummary } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { accessBadge, cardImageKey, VideoCard } from './video-card';

const images: ImagePort = { url: (key, w, h) => `/img/${key}/${w}x${h}` };

const base: VideoSummary = {
  videoID: 'vid 1',
  title: 'Highlights: UZFC 3-1 Rovers',
  description: '',
  releaseFrom: '2025-08-09T14:00:00Z',
  durationSeconds: 425,
  imageKey: 'thumb-1',
  team: 'Men',
  season: 2021,
  channel: 'highlights',
  entryId: 'vod-medium',
  required: { kind: 'pass', entitlements: ['uztv-live'] },
};

function renderCard(video: VideoSummary) {
  return renderWithServices(
    <ul>
      <li>
        <VideoCard video={video} fallbackImageKey="uztv-fallback" />
      </li>
    </ul>,
    { services: createMemoryServices({ images }) },
  );
}

const required: fc.Arbitrary<RequiredEntitlement | null> = fc.oneof(
  fc.constant(null),
  fc.constant({ kind: 'any' as const }),
  fc.array(fc.string(), { maxLength: 3 }).map((entitlements) => ({ kind: 'pass' as const, entitlements })),
);

describe('accessBadge (property)', () => {
  it('free exactly when nothing is required; locked badges say who may watch', () => {
    fc.assert(
      fc.property(required, (r) => {
        const badge = accessBadge(r);
        expect(badge.locked).toBe(r !== null);
        expect(badge.label).toBe(r === null ? 'Free' : r.kind === 'any' ? 'Members' : 'Subscribers');
      }),
    );
  });
});

describe('cardImageKey (property)', () => {
  it('uses the fallback only for a blank key', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (key, fallback) => {
        expect(cardImageKey(key, fallback)).toBe(key.trim() === '' ? fallback : key);
      }),
    );
  });
});

describe('VideoCard', () => {
  it('shows the title as the one link, the duration, the date and a text badge', async () => {
    const { container } = renderCard(base);
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link');
    expect(link).toHaveAccessibleName(base.title);
    expect(link).toHaveAttribute('href', '/videos/vid%201');
    expect(within(card).getByRole('heading', { level: 3, name: base.title })).toBeInTheDocument();
    expect(card).toHaveTextContent('Duration 7:05');
    expect(within(card).getByText('9 Aug 2025')).toHaveAttribute('dateTime', base.releaseFrom);
    expect(within(card).getByText('Subscribers')).toBeVisible();
    expect(card.querySelector('img')).toHaveAttribute('src', '/img/thumb-1/500x281');
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
  });

  it("says 'Free' for a free video and uses the fallback image when it has none", () => {
    renderCard({ ...base, required: null, imageKey: '', durationSeconds: 90 });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Free')).toBeInTheDocument();
    expect(within(card).queryByText('Subscribers')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Duration 1:30');
    expect(card.querySelector('img')).toHaveAttribute('src', '/img/uztv-fallback/500x281');
  });

  it("says 'Members' when any signed-in fan may watch", () => {
    renderCard({ ...base, required: { kind: 'any' } });
    expect(screen.getByText('Members')).toBeInTheDocument();
  });
});
