import { connection } from "next/server";
import { notFound } from "@/server/errors";
import { route } from "@/server/http/route";

// Every /api path no route file claims (and /api itself): a JSON 404 in the envelope, whatever
// the method, instead of the storefront's HTML "Page Not Found". connection(): answered per
// request, so arbitrary paths never become entries of Next's prerender cache.
const noSuchApi = route({ auth: "public" }, async () => {
  await connection();
  throw notFound("Not found. There is no API at this address.");
});

export const GET = noSuchApi;
export const POST = noSuchApi;
export const PUT = noSuchApi;
export const PATCH = noSuchApi;
export const DELETE = noSuchApi;
export const OPTIONS = noSuchApi;
