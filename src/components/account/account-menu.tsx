"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { UserIcon } from "@/components/header/icons";
import headerStyles from "@/components/header/header.module.css";
import { href } from "@/lib/links";
import { firstName } from "@/stores/user-store";
import { useSignedInUser } from "@/hooks/use-user";

// Most visits are a visitor's: the customer's menu (and logout) load only for a signed-in shopper.
// Until it has, the account icon keeps its place.
const SignedInMenu = dynamic(() => import("./signed-in-menu"), {
  ssr: false,
  loading: () => (
    <span className={`${headerStyles.iconButton} ${headerStyles.account}`}>
      <UserIcon />
    </span>
  ),
});

/**
 * The header's account icon (storefront §2.3, desktop and tablet): a link to /login for a visitor;
 * for a customer, 'Hello, {first name}' opening a small menu with 'My Account' and 'Logout'
 * (signed-in-menu.tsx). Until local storage was read it renders the visitor's link, like the
 * server's HTML.
 */
export function AccountMenu() {
  const user = useSignedInUser();
  if (!user) {
    return (
      <Link href={href.login()} className={`${headerStyles.iconButton} ${headerStyles.account}`} aria-label="Account: log in" prefetch={false}>
        <UserIcon />
      </Link>
    );
  }
  return <SignedInMenu name={firstName(user)} />;
}
