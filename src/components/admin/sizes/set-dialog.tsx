"use client";

import { useId, useState } from "react";
import { FormDialog } from "@/components/admin/ui/confirm-dialog";
import { DialogFormActions } from "@/components/admin/ui/dialog-form-actions";
import { SelectField, TextField } from "@/components/admin/ui/fields";
import { failureText } from "@/lib/admin/failure-text";
import { SIZE_KIND_LABELS, SIZE_MSG } from "@/lib/admin/size-messages";
import { SIZE_LIMITS, ZSizeSetCreate } from "@/lib/admin/size-schema";
import { createSizeSet } from "@/lib/api/admin/sizes";
import { toast } from "@/lib/toast";
import styles from "./sizes.module.css";

/** The add-set dialog: a name and the kind of sizes (which measurements its sizes have). */
export function SetDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} title={SIZE_MSG.setTitle} onClose={busy ? () => {} : onClose}>
      {open ? <SetForm busy={busy} setBusy={setBusy} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function SetForm({ busy, setBusy, onClose, onSaved }: { busy: boolean; setBusy: (busy: boolean) => void; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [kind, setKind] = useState("");
  const [errors, setErrors] = useState<{ name?: string; kind?: string }>({});

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZSizeSetCreate.safeParse({ name, kind });
    if (!parsed.success) {
      const found: { name?: string; kind?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "kind" ? "kind" : "name";
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      toast.success(await createSizeSet(parsed.data.name, parsed.data.kind));
      onSaved();
    } catch (failure) {
      const message = failureText(failure, SIZE_MSG.clientError);
      setErrors({ name: message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField id={`${id}-name`} label={SIZE_MSG.setNameLabel} value={name} onValue={setName} placeholder={SIZE_MSG.setNamePlaceholder} maxLength={SIZE_LIMITS.setName} error={errors.name} autoComplete="off" disabled={busy} />
      <SelectField
        id={`${id}-kind`}
        label={SIZE_MSG.kindLabel}
        value={kind}
        onValue={setKind}
        placeholder={SIZE_MSG.kindPlaceholder}
        options={Object.entries(SIZE_KIND_LABELS).map(([value, label]) => ({ value, label }))}
        error={errors.kind}
        disabled={busy}
      />
      <DialogFormActions busy={busy} cancelLabel={SIZE_MSG.cancel} submitLabel={busy ? SIZE_MSG.saving : SIZE_MSG.addSet} onCancel={onClose} />
    </form>
  );
}
