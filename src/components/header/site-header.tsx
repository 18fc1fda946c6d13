import { Suspense } from "react";
import Link from "next/link";
import { AccountMenu } from "@/components/account/account-menu";
import { DrawerAccount } from "@/components/account/drawer-account";
import { SessionCheck } from "@/components/account/session-check";
import { listCategories } from "@/server/catalogue/list-categories";
import { SHOP } from "@/lib/constants";
import { CountBadge } from "./count-badge";
import { HeaderScrollState } from "./header-scroll-state";
import { BagIcon, ChevronIcon, HeartIcon } from "./icons";
import { MobileMenu } from "./mobile-menu";
import { SearchBox, SearchIcon } from "./search-box";
import searchStyles from "./search-box.module.css";
import { DESKTOP_NAV } from "./nav-items";
import styles from "./header.module.css";
import { href } from "@/lib/links";

async function DrawerCategories() {
  const categories = await listCategories();
  if (categories.length === 0) return <p className={styles.drawerEmpty}>No categories yet.</p>;
  return (
    <ul role="list" className={styles.drawerSubList}>
      {categories.map((c) => (
        <li key={c.id}>
          <Link href={href.category(c.slug)}>{c.name}</Link>
        </li>
      ))}
    </ul>
  );
}

function DrawerNav() {
  return (
    <nav aria-label="Menu" className={styles.drawerNav}>
      <SearchBox id="drawer-search" variant="drawer" />
      <ul role="list" className={styles.drawerList}>
        <li>
          <Link href={href.home()}>Home</Link>
        </li>
        <li>
          <Link href={href.listing("new-arrivals")}>New Arrivals</Link>
        </li>
        <li>
          <details className={styles.drawerGroup}>
            <summary>
              Shop by Categories
              <ChevronIcon direction="down" size={18} className={styles.drawerChevron} />
            </summary>
            <Suspense fallback={<p className={styles.drawerEmpty}>Loading…</p>}>
              <DrawerCategories />
            </Suspense>
          </details>
        </li>
        <li>
          <Link href={href.listing("gift-cases")}>Buy Premium Gift Boxes</Link>
        </li>
        <li>
          <Link href={href.products()}>Products</Link>
        </li>
        <li>
          <Link href={href.blog()}>Blog</Link>
        </li>
        <li>
          <Link href={href.about()}>About</Link>
        </li>
      </ul>
      <DrawerAccount />
    </nav>
  );
}

/**
 * The storefront header (storefront §2.3). Server-rendered; only the badges, drawer, scroll state and
 * the account entries (with the once-per-load session check) run on the client.
 */
export function SiteHeader() {
  return (
    <header className={styles.header} data-site-header>
      <HeaderScrollState />
      <SessionCheck />
      <div className={`container ${styles.bar}`}>
        <div className={styles.menuSlot}>
          <MobileMenu title={SHOP.name}>
            <DrawerNav />
          </MobileMenu>
          {/* Phones: the search page (its field is focused); desktops have the field in the bar. */}
          <Link href={href.searchForm()} className={`${styles.iconButton} ${searchStyles.phoneLink}`}>
            <SearchIcon />
            <span className="sr-only">Search</span>
          </Link>
        </div>

        <Link href={href.home()} className={styles.brand}>
          <span className={styles.brandName}>{SHOP.name}</span>
          <span className={styles.brandTag}>925 Sterling Silver</span>
        </Link>

        <nav aria-label="Main" className={styles.nav}>
          <ul role="list">
            {DESKTOP_NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={styles.navLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <SearchBox id="header-search" variant="header" />
          <AccountMenu />
          {/* Not prefetched: every page would download the cart's and wishlist's client code (TanStack Query) on load. */}
          <Link href={href.wishlist()} className={styles.iconButton} prefetch={false}>
            <HeartIcon />
            <span className="sr-only">Wishlist</span>
            <CountBadge kind="wishlist" />
          </Link>
          <Link href={href.cart()} className={styles.iconButton} prefetch={false}>
            <BagIcon />
            <span className="sr-only">Cart</span>
            <CountBadge kind="cart" />
          </Link>
        </div>
      </div>
    </header>
  );
}
