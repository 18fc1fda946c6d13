"use client";

import { useId, useState } from "react";
import { FormDialog } from "@/components/admin/ui/confirm-dialog";
import { DialogFormActions } from "@/components/admin/ui/dialog-form-actions";
import { SelectField } from "@/components/admin/ui/fields";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import { isColorName } from "@/lib/admin/color-schema";
import { createColor, updateColor } from "@/lib/api/admin/colors";
import { failureText } from "@/lib/admin/failure-text";
import { COLOR_NAMES } from "@/lib/constants";
import type { ColorJSON } from "@/lib/types/catalogue-json";
import { toast } from "@/lib/toast";
import styles from "./colors.module.css";

/** Closed (null), add mode, or update mode with the name locked (back office §4 Colour modal). */
export type ColorDialog = { mode: "create" } | { mode: "update"; color: ColorJSON } | null;

export function ColorFormDialog({ dialog, existing, onClose, onSaved }: { dialog: ColorDialog; existing: readonly string[]; onClose: () => void; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={dialog !== null} title={dialog?.mode === "update" ? COLOR_MSG.updateTitle : COLOR_MSG.createTitle} onClose={busy ? () => {} : onClose}>
      {dialog ? (
        // Keyed by what is edited: saving or cancelling clears the modal.
        <ColorForm key={dialog.mode === "update" ? dialog.color._id : "new"} dialog={dialog} existing={existing} busy={busy} setBusy={setBusy} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </FormDialog>
  );
}

function ColorForm({
  dialog,
  existing,
  busy,
  setBusy,
  onClose,
  onSaved,
}: {
  dialog: Exclude<ColorDialog, null>;
  existing: readonly string[];
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const editing = dialog.mode === "update" ? dialog.color : null;
  const [name, setName] = useState(editing?.name ?? "");
  const [active, setActive] = useState(editing?.status ?? true);
  const [error, setError] = useState<string | undefined>();

  // Add mode offers the colours the shop does not have yet; update mode shows the colour's own name, locked.
  const names = editing ? [editing.name] : COLOR_NAMES.filter((option) => !existing.includes(option));
  const options = names.map((option) => ({ value: option, label: option }));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing && !isColorName(name)) {
      setError(COLOR_MSG.selectColor);
      return;
    }
    setBusy(true);
    try {
      const msg = editing ? await updateColor(editing._id, editing.name, active) : await createColor(name as (typeof COLOR_NAMES)[number]);
      toast.success(msg);
      onSaved();
    } catch (failure) {
      toast.error(failureText(failure, COLOR_MSG.clientError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SelectField
        id={`${id}-name`}
        label={COLOR_MSG.nameLabel}
        value={name}
        onValue={(value) => {
          setName(value);
          setError(undefined);
        }}
        options={options}
        placeholder={editing ? undefined : COLOR_MSG.namePlaceholder}
        disabled={Boolean(editing)}
        hint={editing ? COLOR_MSG.nameLocked : undefined}
        error={error}
      />
      {editing ? (
        <SelectField
          id={`${id}-status`}
          label={COLOR_MSG.statusLabel}
          value={active ? "true" : "false"}
          onValue={(value) => setActive(value === "true")}
          options={[
            { value: "true", label: COLOR_MSG.active },
            { value: "false", label: COLOR_MSG.inactive },
          ]}
        />
      ) : null}
      <DialogFormActions busy={busy} cancelLabel={COLOR_MSG.cancel} submitLabel={busy ? COLOR_MSG.saving : editing ? COLOR_MSG.update : COLOR_MSG.create} onCancel={onClose} />
    </form>
  );
}
