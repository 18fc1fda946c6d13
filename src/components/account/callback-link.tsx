"use client";

import { Suspense } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { safeCallbackPath } from "./callback-url";

type Props = { to: string; className?: string; children: React.ReactNode };

function Carrying({ to, className, children }: Props) {
  const raw = useSearchParams().get("callbackUrl");
  const callback = raw ? safeCallbackPath(raw) : null;
  const target = callback && callback !== "/" ? `${to}?${new URLSearchParams({ callbackUrl: callback }).toString()}` : to;
  return (
    <Link href={target} className={className}>
      {children}
    </Link>
  );
}

/**
 * A link between the login and register pages that keeps `?callbackUrl`, so a shopper sent from
 * the cart comes back to it whichever of the two they use. The page stays static: the query is
 * read in the browser, and the plain link is the server's (and a no-JavaScript visitor's) version.
 */
export function CallbackLink(props: Props) {
  return (
    <Suspense
      fallback={
        <Link href={props.to} className={props.className}>
          {props.children}
        </Link>
      }
    >
      <Carrying {...props} />
    </Suspense>
  );
}
