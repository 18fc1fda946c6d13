"use client";

import { useEffect } from "react";
import { SHELL_MSG } from "@/lib/messages/shell";

/** Route-level error boundary: a friendly message, a retry and a way home. No internals shown. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest = error instanceof Error && "digest" in error ? String((error as Error & { digest?: unknown }).digest ?? "") : "";

  return (
    <main className="status-page">
      <div className="status-box" role="alert">
        <h1 className="status-title">{SHELL_MSG.unexpectedError}</h1>
        <p className="status-text">
          Something went wrong while loading this page. Please try again; if it keeps happening, come back in a few minutes.
        </p>
        <div className="status-actions">
          <button type="button" className="btn btn-dark" onClick={() => retry()}>
            Try again
          </button>
          {/* A full load: after an error a fresh document is the surest way home, and the boundary
              (loaded with every page) ships no next/link code of its own. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="btn btn-outline">
            {SHELL_MSG.homePage}
          </a>
        </div>
        {digest ? <p className="status-digest">Reference: {digest}</p> : null}
      </div>
    </main>
  );
}
