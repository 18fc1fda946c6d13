import { Suspense } from "react";
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
          <a href={href.category(c.slug)}>{c.name}</a>
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
          <a href={href.home()}>Home</a>
        </li>
        <li>
          <a href={href.listing("new-arrivals")}>New Arrivals</a>
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
          <a href={href.listing("gift-cases")}>Buy Premium Gift Boxes</a>
        </li>
        <li>
          <a href={href.products()}>Products</a>
        </li>
        <li>
          <a href={href.blog()}>Blog</a>
        </li>
        <li>
          <a href={href.about()}>About</a>
        </li>
      </ul>
      <DrawerAccount />
    </nav>
  );
}

/**
 * The storefront header (storefront §2.3). Server-rendered; only the badges, drawer, scroll state and
 * the account entries (with the once-per-load session check) run on the client. Its links are plain
 * <a>: the shop layout's InAppLinks makes them navigate in the app.
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
          <a href={href.searchForm()} className={`${styles.iconButton} ${searchStyles.phoneLink}`}>
            <SearchIcon />
            <span className="sr-only">Search</span>
          </a>
        </div>

        <a href={href.home()} className={styles.brand}>
          <span className={styles.brandName}>{SHOP.name}</span>
          <span className={styles.brandTag}>925 Sterling Silver</span>
        </a>

        <nav aria-label="Main" className={styles.nav}>
          <ul role="list">
            {DESKTOP_NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={styles.navLink}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <SearchBox id="header-search" variant="header" />
          <AccountMenu />
          {/* Plain links, prefetched only on intent (InAppLinks): a prefetch on load would download the cart's and wishlist's client code (TanStack Query) on every page. */}
          <a href={href.wishlist()} className={styles.iconButton}>
            <HeartIcon />
            <span className="sr-only">Wishlist</span>
            <CountBadge kind="wishlist" />
          </a>
          <a href={href.cart()} className={styles.iconButton}>
            <BagIcon />
            <span className="sr-only">Cart</span>
            <CountBadge kind="cart" />
          </a>
        </div>
      </div>
    </header>
  );
}
