"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { UserIcon } from "@/components/header/icons";
import headerStyles from "@/components/header/header.module.css";
import { href } from "@/lib/links";
import { firstName } from "@/stores/user-store";
import { useSignedInUser } from "@/hooks/use-user";

// A customer's entry (and logout) loads only for a signed-in shopper; the drawer is closed meanwhile.
const DrawerSignedIn = dynamic(() => import("./drawer-signed-in"), { ssr: false });

/**
 * The drawer's account entry (storefront §2.3): 'Hello, {first name}' with 'My Account' and
 * Logout for a customer (drawer-signed-in.tsx), otherwise Login / Register. Links close the drawer
 * (the drawer listens for link clicks).
 */
export function DrawerAccount() {
  const user = useSignedInUser();
  if (user) return <DrawerSignedIn name={firstName(user)} />;
  return (
    <div className={headerStyles.drawerAccount}>
      <UserIcon size={20} />
      <Link href={href.login()}>Login</Link>
      <span aria-hidden="true">/</span>
      <Link href={href.register()}>Register</Link>
    </div>
  );
}
