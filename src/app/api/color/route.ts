import { connection } from "next/server";
import { colorJSON } from "@/lib/json/catalogue";
import { listColors } from "@/server/catalogue/list-colors";
import { PUBLIC_CACHE_HEADERS } from "@/server/catalogue/public-cache";
import { ok } from "@/server/http/envelope";
import { otherMethods } from "@/server/http/other-methods";
import { route } from "@/server/http/route";

// GET /api/color → { status: 1, msg, colors } (active colours only).
export const GET = route({ auth: "public" }, async () => {
  // Request time, not build time (see /api/category); listColors is cached and tagged.
  await connection();
  const colors = await listColors();
  return ok({ colors: colors.map(colorJSON) }, "Colors fetched successfully", { headers: PUBLIC_CACHE_HEADERS });
});

// Every other method: 405 with Allow and the envelope (src/server/http/other-methods.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
