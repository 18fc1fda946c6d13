"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { setGstMonthFiled } from "@/lib/api/admin/reports";

// The GST return page's one client island: mark the month filed (or, for the owner, not filed),
// then show the page again from the server.

export function GstFileButton({ month, label, filed, canUnfile }: { month: string; label: string; filed: boolean; canUnfile: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  if (filed && !canUnfile) return null;

  async function toggle() {
    const question = filed ? `Mark ${label} as not filed? Its figures will be computed from the documents again.` : `Mark ${label} as filed? Its figures will be kept exactly as they are now.`;
    if (!window.confirm(question)) return;
    setBusy(true);
    setMessage("");
    try {
      setMessage(await setGstMonthFiled(month, !filed));
      router.refresh();
    } catch (error) {
      setMessage(failureText(error, "The shop could not be reached. Try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button type="button" className={`${ui.button} ${filed ? ui.ghost : ui.primary}`} onClick={toggle} disabled={busy}>
        {filed ? "Mark as not filed" : "Mark as filed"}
      </button>
      <p role="status" className={ui.hint}>
        {message}
      </p>
    </div>
  );
}
