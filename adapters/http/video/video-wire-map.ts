/**
 * Wire -> core for the video catalogue. Pure and zod-free, so the in-memory adapter maps
 * the shared seed through exactly the same function and both adapters answer alike.
 */
import type { LiveUpgradeData, RequiredEntitlement, VideoConfig, VideoSummary } from '@core';
// by module path, so they stay in the adapters' chunks (not in the core every page loads)
import { parseHexColour } from '@core/accessibility/colour-contrast';
import { liveRequirement, REQUIRE_LOGIN_ANY } from '@core/video/live-requirement';
import type { LiveUpgradeWire, VideoConfigWire, VideoItemWire } from '@protocol/video/video-wire';

/** free -> null, login -> any signed-in fan, pass -> any one of the entitlements; a pass naming none is unusable */
export function requiredOf(
  access: VideoItemWire['access'],
  entitlements: readonly string[],
): RequiredEntitlement | null | undefined {
  switch (access) {
    case 'free':
      return null;
    case 'login':
      return { kind: 'any' };
    case 'pass':
      return entitlements.length > 0 ? { kind: 'pass', entitlements: [...entitlements] } : undefined;
  }
}

/** null when the item cannot be shown honestly (a pass with no entitlement to buy) */
export function toVideoSummary(w: VideoItemWire): VideoSummary | null {
  const required = requiredOf(w.access, w.entitlements);
  if (required === undefined) return null;
  return {
    videoID: w.videoID,
    title: w.title,
    description: w.description,
    releaseFrom: new Date(w.releaseFrom).toISOString(),
    durationSeconds: w.duration,
    imageKey: w.imageKey,
    team: w.team,
    season: w.season,
    channel: w.channel,
    entryId: w.entryId,
    required,
  };
}

/** the live upgrade data with only well-formed colours, its texts trimmed, and 'any' when no require-login entitlement is named */
export function toLiveUpgradeData(w: LiveUpgradeWire): LiveUpgradeData {
  const colours: Record<string, string> = {};
  for (const key of ['background', 'foreground', 'buttonBackground', 'buttonForeground'] as const) {
    const colour = parseHexColour(w.brandingColours?.[key]);
    if (colour) colours[key] = colour;
  }
  return {
    brandingColours: colours,
    buttonLink: w.buttonLink.trim(),
    buttonText: w.buttonText.trim(),
    entitlementDisplayOverride: (w.entitlementDisplayOverride ?? '').trim(),
    lockedTitle: w.lockedTitle.trim(),
    lockedMessage: w.lockedMessage.trim(),
    requireLoginEntitlement: (w.requireLoginEntitlement ?? '').trim() || REQUIRE_LOGIN_ANY,
    requireUpgradeEntitlement: (w.requireUpgradeEntitlement ?? '').trim(),
  };
}

/** the pickers (filters) are the site's own constants, so they are not read from the wire */
export function toVideoConfig(w: Omit<VideoConfigWire, 'filters'>): VideoConfig {
  const upgrade = toLiveUpgradeData(w.upgradeData);
  return {
    brand: w.brandName,
    hero: { ...w.hero },
    fallbackImageKey: w.fallbackImageKey,
    support: { ...w.supportContact },
    feeds: w.feeds.map((f) => ({
      id: f.feedID,
      name: f.name,
      path: `/${f.slug.replace(/^\/+/, '')}`,
      enabled: f.enabled,
    })),
    live: {
      matchID: w.live.matchID,
      title: w.live.title,
      startsAt: new Date(w.live.startsAt).toISOString(),
      videoEntryId: w.live.videoEntryId,
      audioEntryId: w.live.audioEntryId,
      matchShowEntryId: w.live.matchShowEntryId,
      videoRequired: liveRequirement(w.live.videoEntitlements, upgrade),
      // the upgrade data is the live video's: audio keeps its own passes
      audioRequired: liveRequirement(w.live.audioEntitlements, { ...upgrade, requireUpgradeEntitlement: '' }),
    },
    upgrade,
    channels: w.channels.map((c) => ({ ...c })),
    faqs: w.faqs.map((g) => ({
      title: g.title,
      questions: g.questions.map((q) => ({ heading: q.heading, bodyHtml: q.body })),
    })),
    hideAdvertsFromVideos: w.hideAdvertsFromVideos,
  };
}
