"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { failureText } from "@/lib/admin/failure-text";
import { STAFF_KEY } from "@/lib/api/admin/staff";
import { toast } from "@/lib/toast";

/**
 * One staff change at a time: `run` calls the API, toasts its words, reloads the list; `busy` names
 * the row or action in flight. A refused change (409 last owner, 403 step-up declined...) toasts the
 * server's words and changes nothing on screen.
 */
export function useStaffChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, change: () => Promise<string>): Promise<boolean> {
    setBusy(key);
    try {
      toast.success(await change());
      return true;
    } catch (error) {
      toast.error(failureText(error, "Client side error."));
      return false;
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    }
  }
  return { busy, run };
}
