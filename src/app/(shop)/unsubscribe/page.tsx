import { Suspense } from "react";
import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { type SearchParams, UnsubscribeBody } from "@/components/marketing/unsubscribe-body";
import { UNSUBSCRIBE_MSG as M } from "@/lib/marketing/consent-messages";

export const metadata: Metadata = {
  title: "Unsubscribe",
  description: "Stop the shop's marketing mails or back-in-stock alerts.",
  // A personal link: never indexed, its token never sent on as a referrer.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * /unsubscribe?t=… (issue 45): the page a mail's unsubscribe link opens. A GET changes nothing (a
 * link scanner opening it unsubscribes no one): it says what will happen, and its button posts the
 * form to POST /api/unsubscribe (the same one-click route mail clients use), which brings the
 * shopper back here with ?done=1 for a calm confirmation. No script.
 */
export default function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthCard id="unsubscribe-title" title={M.title} subtitle={M.subtitle}>
      <Suspense fallback={null}>
        <UnsubscribeBody searchParams={searchParams} />
      </Suspense>
    </AuthCard>
  );
}
