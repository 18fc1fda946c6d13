// Not part of the page: Turbopack looks for a proxy file from this folder upwards and would
// otherwise compile the shop's src/proxy.ts into the control (vercel/next.js#95287). This one
// matches no address the control serves, so no request runs it.
import { NextResponse } from "next/server";

export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: "/not-a-control-page" };
