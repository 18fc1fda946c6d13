"use client";

import { useRouter } from "next/navigation";

/** Goes back in the browser history; when the shopper landed here directly, goes home instead. */
export function BackButton({ className, children }: { className?: string; children: React.ReactNode }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push("/");
      }}
    >
      {children}
    </button>
  );
}
