"use client";

import { useEffect } from "react";
import { SHELL_MSG } from "@/lib/messages/shell";
import "./globals.css";

/** Replaces the root layout when it fails: its own document, the same calm look, a retry. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-IN">
      <body>
        <title>{SHELL_MSG.unexpectedError}</title>
        <main className="status-page">
          <div className="status-box" role="alert">
            <h1 className="status-title">{SHELL_MSG.unexpectedError}</h1>
            <p className="status-text">
              The shop could not be loaded just now. Please try again in a moment.
            </p>
            <div className="status-actions">
              <button type="button" className="btn btn-dark" onClick={() => retry()}>
                Try again
              </button>
              {/* A full page load: the app shell itself failed, so client navigation may not work. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/" className="btn btn-outline">
                {SHELL_MSG.homePage}
              </a>
            </div>
          </div>
        </main>
      </body>
    </html>
  );
}
