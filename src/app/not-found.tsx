import type { Metadata } from "next";
import { SHOP } from "@/lib/constants";
import { MSG } from "@/lib/messages/shop";
import { BackButton } from "./_components/back-button";

export const metadata: Metadata = {
  title: MSG.pageNotFound,
  robots: { index: false },
};

/** The catch-all 404 (back office '404'): Back (history) and 'Home Page!'; the theme rotates every 5 s. */
export default function NotFound() {
  return (
    <main className="status-page status-rotating">
      <div className="status-box">
        {/* Plain links on purpose: Next loads this 404 boundary with every page, and without
            next/link it adds ~3 KB less JS to each of them. A full load of "/" is fine from a 404. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="status-brand">
          {SHOP.name}
        </a>
        <p className="status-code" aria-hidden="true">
          404
        </p>
        <h1 className="status-title">{MSG.pageNotFound}</h1>
        <p className="status-text">
          The page you were looking for has moved or no longer exists. Our collections are still where you left them.
        </p>
        <div className="status-actions">
          <BackButton className="btn btn-outline">Back</BackButton>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="btn btn-dark">
            {MSG.homePage}
          </a>
        </div>
      </div>
    </main>
  );
}
