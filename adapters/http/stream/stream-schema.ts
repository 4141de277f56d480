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
  captionsUrl: z.optional(z.string().check(z.minLength(1))),
});

/** only the code matters; an error body without one is treated as a connection failure */
export const mediaErrorSchema = z.object({ code: z.string(), audioStatus: z.optional(z.number().check(z.int())) });
