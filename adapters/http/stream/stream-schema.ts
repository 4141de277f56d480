/** zod/mini schemas for the stream service's answers (protocol/stream/*-wire.ts). */
import * as z from 'zod/mini';

export const packageListSchema = z.array(
  z.object({
    Id: z.string().check(z.minLength(1)),
    Title: z.string(),
    Body: z.string(),
    Duration: z.nullable(z.string()),
    AmountFormatted: z.string(),
    PurchaseUrl: z.string().check(z.minLength(1)),
  }),
);

export const playbackTokenSchema = z.object({
  entryId: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  expiresAt: z.iso.datetime({ offset: true }),
  playlistUrl: z.string().check(z.minLength(1)),
});

/** only the code matters; an error body without one is treated as a connection failure */
export const mediaErrorSchema = z.object({ code: z.string(), audioStatus: z.optional(z.number().check(z.int())) });

const isoDate = z.iso.datetime({ offset: true });
const seconds = z.number().check(z.nonnegative());

export const streamInitSchema = z.object({
  deviceLimit: z.number().check(z.int(), z.positive()),
  leaseIdleSeconds: z.number().check(z.positive()),
  progressIntervalSeconds: z.number().check(z.positive()),
  viewer: z.object({
    country: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
    liveVideo: z.boolean(),
    liveAudio: z.boolean(),
  }),
});

export const playbackDevicesSchema = z.object({
  limit: z.number().check(z.int(), z.positive()),
  devices: z.array(
    z.object({
      leaseId: z.string().check(z.minLength(1)),
      userAgent: z.string(),
      lastPlayedAt: isoDate,
      entryId: z.string(),
      current: z.boolean(),
    }),
  ),
});

export const watchProgressSchema = z.object({
  entryId: z.string().check(z.minLength(1)),
  positionSeconds: seconds,
  durationSeconds: seconds,
  updatedAt: isoDate,
});
export const watchProgressListSchema = z.object({ items: z.array(watchProgressSchema) });
export const watchProgressOfSchema = z.object({ progress: z.nullable(watchProgressSchema) });
