"use client";

import { useId, useState } from "react";
import { FormDialog } from "@/components/admin/ui/confirm-dialog";
import { DialogFormActions } from "@/components/admin/ui/dialog-form-actions";
import { TextField } from "@/components/admin/ui/fields";
import { failureText } from "@/lib/admin/failure-text";
import type { AdminSizeJSON, AdminSizeSetJSON } from "@/lib/admin/size-json-types";
import { SIZE_MSG } from "@/lib/admin/size-messages";
import { MEASURES_OF_KIND, SIZE_LIMITS, ZSizeInput, sizeMeasureProblem } from "@/lib/admin/size-schema";
import { type SizeBody, createSize, updateSize } from "@/lib/api/admin/sizes";
import { toast } from "@/lib/toast";
import styles from "./sizes.module.css";

/** Closed (null), adding a size to a set, or editing one of its sizes. */
export type SizeDialogState = { set: AdminSizeSetJSON; size: AdminSizeJSON | null } | null;

type Field = keyof SizeBody;
const MEASURE_LABELS = {
  innerDiameterMm: SIZE_MSG.innerDiameterLabel,
  circumferenceMm: SIZE_MSG.circumferenceLabel,
  lengthInches: SIZE_MSG.lengthLabel,
} as const;

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function SizeDialog({ state, onClose, onSaved }: { state: SizeDialogState; onClose: () => void; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={state !== null} title={state?.size ? SIZE_MSG.sizeUpdateTitle : SIZE_MSG.addSizeTo(state?.set.name ?? "")} onClose={busy ? () => {} : onClose}>
      {state ? <SizeForm key={state.size?._id ?? `new-${state.set._id}`} state={state} busy={busy} setBusy={setBusy} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function SizeForm({ state, busy, setBusy, onClose, onSaved }: { state: NonNullable<SizeDialogState>; busy: boolean; setBusy: (busy: boolean) => void; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const { set, size } = state;
  const [values, setValues] = useState<SizeBody>({
    label: size?.label ?? "",
    position: size ? String(size.position) : "",
    innerDiameterMm: text(size?.innerDiameterMm),
    circumferenceMm: text(size?.circumferenceMm),
    lengthInches: text(size?.lengthInches),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const measures = MEASURES_OF_KIND[set.kind];
  const set1 = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Only the set's own measurements are sent: the others stay empty.
    const body: SizeBody = { ...values, ...Object.fromEntries((Object.keys(MEASURE_LABELS) as Field[]).filter((key) => !(measures as readonly string[]).includes(key)).map((key) => [key, ""])) };
    const parsed = ZSizeInput.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[(issue.path[0] as Field) ?? "label"] ??= issue.message;
      setErrors(found);
      return;
    }
    const problem = sizeMeasureProblem(set.kind, parsed.data);
    if (problem) {
      const missing = measures.find((key) => parsed.data[key] === null) ?? "label";
      setErrors({ [missing]: problem });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      toast.success(size ? await updateSize(set._id, size._id, body) : await createSize(set._id, body));
      onSaved();
    } catch (failure) {
      const message = failureText(failure, SIZE_MSG.clientError);
      setErrors({ label: message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField id={`${id}-label`} label={SIZE_MSG.labelLabel} value={values.label} onValue={set1("label")} hint={SIZE_MSG.labelHint} error={errors.label} maxLength={SIZE_LIMITS.label} autoComplete="off" disabled={busy} />
      {measures.map((key) => (
        <TextField key={key} id={`${id}-${key}`} label={MEASURE_LABELS[key]} value={values[key]} onValue={set1(key)} error={errors[key]} inputMode="decimal" autoComplete="off" disabled={busy} />
      ))}
      <TextField id={`${id}-position`} label={SIZE_MSG.positionLabel} value={values.position} onValue={set1("position")} hint={SIZE_MSG.positionHint} error={errors.position} inputMode="numeric" autoComplete="off" disabled={busy} />
      <DialogFormActions busy={busy} cancelLabel={SIZE_MSG.cancel} submitLabel={busy ? SIZE_MSG.saving : size ? SIZE_MSG.save : SIZE_MSG.addSize} onCancel={onClose} />
    </form>
  );
}
