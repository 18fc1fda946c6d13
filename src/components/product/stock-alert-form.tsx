"use client";

import { useId, useState } from "react";
import { askForStockAlert } from "@/lib/api/stock-alerts";
import { STOCK_ALERT_FORM_MSG as M } from "@/lib/stock-alerts/form-messages";
import styles from "./stock-alert.module.css";

type Field = "size" | "email" | "phone" | "form";

/** The server's words that belong under a field; any other refusal shows under the button. */
const FIELD_OF: Record<string, Field> = { [M.emailInvalid]: "email", [M.phoneInvalid]: "phone", [M.sizeRequired]: "size" };

/**
 * The back-in-stock form (issue 45): e-mail, an optional WhatsApp number, the sold-out size (a piece
 * sold by size) and the separate, unticked marketing box. What was typed stays; an error shows under
 * its field and takes the focus there; the server's answer is said in words.
 */
export function StockAlertForm({ productId, sizes }: { productId: string; sizes: { id: string; label: string }[] | null }) {
  const id = useId();
  const [error, setError] = useState<{ field: Field; msg: string } | null>(null);
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setDone("");
    let next: { field: Field; msg: string } | null = null;
    try {
      const answer = await askForStockAlert({ productId, sizeId: data.get("size") || null, email: data.get("email"), phone: data.get("phone"), marketing: data.get("marketing") === "on" });
      if (answer.ok) setDone(answer.msg ?? "");
      else next = { field: FIELD_OF[answer.msg ?? ""] ?? "form", msg: answer.msg || M.failed };
    } catch {
      next = { field: "form", msg: M.failed };
    }
    setError(next);
    setBusy(false);
    if (next && next.field !== "form") form.querySelector<HTMLElement>(`[name="${next.field}"]`)?.focus();
  }

  const errorOf = (field: Field) =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {error.msg}
      </p>
    ) : null;
  const aria = (field: Field) => (error?.field === field ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {});

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {sizes ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-size`}>{M.size}</label>
          <select id={`${id}-size`} name="size" className={styles.input} defaultValue={sizes.length === 1 ? sizes[0]!.id : ""} {...aria("size")}>
            {sizes.length > 1 ? <option value="">—</option> : null}
            {sizes.map((size) => (
              <option key={size.id} value={size.id}>
                {size.label}
              </option>
            ))}
          </select>
          {errorOf("size")}
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{M.email}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} className={styles.input} {...aria("email")} />
        {errorOf("email")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`}>{M.phone}</label>
        <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={20} className={styles.input} {...aria("phone")} />
        {errorOf("phone")}
      </div>
      <label className={styles.check}>
        <input name="marketing" type="checkbox" /> {M.marketing}
      </label>
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {busy ? M.sending : M.submit}
      </button>
      <div role="status" className={styles.status}>
        {errorOf("form")}
        {done ? <p className={styles.done}>{done}</p> : null}
      </div>
    </form>
  );
}
