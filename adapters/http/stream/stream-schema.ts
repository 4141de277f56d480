/** zod/mini schemas for the stream service's answers (protocol/stream/*-wire.ts). */
import * as z from 'zod/mini';
import type { MediaErrorWire, PlaybackTokenWire } from '@protocol/stream/media-wire';
import type { SubscriptionPackageListResponse } from '@protocol/stream/packages-wire';
import type { StreamSessionResponse } from '@protocol/stream/stream-session-wire';
import type {
  PlaybackDevicesWire,
  StreamInitWire,
  WatchProgressListWire,
  WatchProgressWire,
} from '@protocol/stream/stream-account-wire';
import { wireSchema } from '../shared/wire-schema';

export const packageListSchema = wireSchema<SubscriptionPackageListResponse>()(
  z.array(
    z.object({
      Id: z.string().check(z.minLength(1)),
      Title: z.string(),
      Body: z.string(),
      Duration: z.nullable(z.string()),
      AmountFormatted: z.string(),
      PurchaseUrl: z.string().check(z.minLength(1)),
    }),
  ),
);

export const playbackTokenSchema = wireSchema<PlaybackTokenWire>()(
  z.object({
    entryId: z.string().check(z.minLength(1)),
    token: z.string().check(z.minLength(1)),
    expiresAt: z.iso.datetime({ offset: true }),
    playlistUrl: z.string().check(z.minLength(1)),
    captionsUrl: z.optional(z.string().check(z.minLength(1))),
  }),
);

/**
 * only the code matters, read as any text: a code the site has no name for is a connection
 * failure (media-error-map.ts); an error body without one is treated as a connection failure too
 */
export const mediaErrorSchema = wireSchema<Pick<MediaErrorWire, 'audioStatus'> & { readonly code: string }>()(
  z.object({ code: z.string(), audioStatus: z.optional(z.number().check(z.int())) }),
);

/** a 200 always carries the customer's session (the service answers 401 without one) */
export const streamSessionSchema = wireSchema<
  Omit<StreamSessionResponse, 'CurrentCustomerSession'> & {
    readonly CurrentCustomerSession: NonNullable<StreamSessionResponse['CurrentCustomerSession']>;
  }
>()(
  z.object({
    CurrentCustomerSession: z.object({
      CustomerFirstName: z.string(),
      CustomerLastName: z.string(),
      CustomerEntitlements: z.string(),
      CustomerId: z.string().check(z.minLength(1)),
    }),
    AuthenticationToken: z.nullable(z.string()),
    ModelErrors: z.nullable(
      z.object({
        emailaddress: z.nullable(z.string()),
        password: z.nullable(z.string()),
        Concurrency: z.nullable(z.string()),
      }),
    ),
  }),
);

const isoDate = z.iso.datetime({ offset: true });
const seconds = z.number().check(z.nonnegative());

export const streamInitSchema = wireSchema<StreamInitWire>()(
  z.object({
    deviceLimit: z.number().check(z.int(), z.positive()),
    leaseIdleSeconds: z.number().check(z.positive()),
    progressIntervalSeconds: z.number().check(z.positive()),
    viewer: z.object({
      country: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
      liveVideo: z.boolean(),
      liveAudio: z.boolean(),
    }),
  }),
);

export const playbackDevicesSchema = wireSchema<PlaybackDevicesWire>()(
  z.object({
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
  }),
);

export const watchProgressSchema = wireSchema<WatchProgressWire>()(
  z.object({
    entryId: z.string().check(z.minLength(1)),
    positionSeconds: seconds,
    durationSeconds: seconds,
    updatedAt: isoDate,
  }),
);
export const watchProgressListSchema = wireSchema<WatchProgressListWire>()(
  z.object({ items: z.array(watchProgressSchema) }),
);
export const watchProgressOfSchema = wireSchema<{ readonly progress: WatchProgressWire | null }>()(
  z.object({ progress: z.nullable(watchProgressSchema) }),
);
