import { connection } from "next/server";
import { noSuchApi } from "@/server/errors";
import { route } from "@/server/http/route";

// Every /api path no route file claims (and /api itself): a JSON 404 in the envelope, whatever
// the method, instead of the storefront's HTML "Page Not Found". connection(): answered per
// request, so arbitrary paths never become entries of Next's prerender cache.
const answer = route({ auth: "public" }, async () => {
  await connection();
  throw noSuchApi();
});

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
export const OPTIONS = answer;
