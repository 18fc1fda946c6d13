import { Suspense } from "react";
import { SiteFooter } from "@/components/footer/site-footer";
import { SiteHeader } from "@/components/header/site-header";
import { MaintenanceRecheck } from "@/components/maintenance/maintenance-recheck";
import { InAppLinks } from "@/components/shop/in-app-links";
import { ScrollReset } from "@/components/shop/scroll-reset";
import { NavigationSplash } from "@/app/_components/navigation-splash";

/** The storefront shell: header, page, footer. Server-rendered into each page's static shell. */
export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {/* usePathname needs the URL, which a prerender of a dynamic route may not have yet. */}
      <Suspense fallback={null}>
        <ScrollReset />
        {/* Before the splash: its click listener must come first (in-app-links.tsx). */}
        <InAppLinks />
        <NavigationSplash />
      </Suspense>
      <MaintenanceRecheck />
    </>
  );
}
