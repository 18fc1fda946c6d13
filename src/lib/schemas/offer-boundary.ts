import { z } from "zod";

/** The offer clock's call of /api/offers/boundary (src/server/offers/offer-clock.ts): where it last read up to. */
export const offerBoundaryBody = z.object({
  checked_at: z.iso.datetime({ offset: true }),
});
