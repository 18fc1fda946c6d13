"use client";

import { useRef, useState } from "react";
import { INQUIRY_MSG } from "@/lib/messages/inquiry";
import { INQUIRY_LIMITS, codeProblem, normaliseCode } from "@/lib/schemas/inquiry-fields";
import styles from "./inquiry-form.module.css";

interface Props {
  inputId: string;
  inputRef: (node: HTMLInputElement | null) => void;
  codes: string[];
  onCodesChange: (codes: string[]) => void;
  /** What is typed in the code box (the form keeps it, so a code typed but not added still goes with the inquiry). */
  text: string;
  onTextChange: (text: string) => void;
  /** A code that cannot be added: the form shows the message under the field. */
  onProblem: (message: string) => void;
  invalid: boolean;
  /** The input's aria-describedby, given the hint's id (the form adds its error's). */
  describedBy: (hintId: string) => string | undefined;
}

/**
 * The product codes of an inquiry (back office §2): a box where Enter or 'Add Code' adds the code
 * typed (trimmed, upper-cased; a duplicate is ignored, saying so), and the codes as chips, each with
 * its own remove button ('Remove NK-1001'). What happened is announced politely; after a removal
 * the focus goes to the next chip's button, or back to the box.
 */
export function CodeChips({ inputId, inputRef, codes, onCodesChange, text, onTextChange, onProblem, invalid, describedBy }: Props) {
  /** The last thing that happened, announced politely; a duplicate is also shown (nothing else changed on screen). */
  const [notice, setNotice] = useState({ text: "", visible: false });
  const input = useRef<HTMLInputElement | null>(null);
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const hintId = `${inputId}-hint`;

  function add() {
    const code = normaliseCode(text);
    if (!code) return input.current?.focus();
    const problem = codeProblem(code);
    if (problem) return onProblem(problem);
    if (codes.includes(code)) {
      onTextChange("");
      setNotice({ text: INQUIRY_MSG.inquiryCodeDuplicate(code), visible: true });
    } else if (codes.length >= INQUIRY_LIMITS.codes) {
      onProblem(INQUIRY_MSG.inquiryTooManyCodes(INQUIRY_LIMITS.codes)); // nothing added: the text stays
    } else {
      onTextChange("");
      onCodesChange([...codes, code]);
      setNotice({ text: INQUIRY_MSG.inquiryCodeAdded(code), visible: false });
    }
    input.current?.focus();
  }

  function remove(index: number) {
    const code = codes[index];
    if (code === undefined) return;
    onCodesChange(codes.filter((_, i) => i !== index));
    setNotice({ text: INQUIRY_MSG.inquiryCodeRemoved(code), visible: false });
    // The chip after it takes its place (or the one before, at the end); none left: the box.
    const next = index < codes.length - 1 ? index : index - 1;
    requestAnimationFrame(() => (next >= 0 ? removeButtons.current[next] : input.current)?.focus());
  }

  return (
    <>
      <div className={styles.codeRow}>
        <input
          ref={(node) => {
            input.current = node;
            inputRef(node);
          }}
          id={inputId}
          name="productCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="enter"
          maxLength={INQUIRY_LIMITS.code * 2}
          className={`${styles.input} ${styles.codeInput}`}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            if (notice.visible) setNotice({ text: "", visible: false });
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
            event.preventDefault(); // Enter adds the code; it does not send the form
            add();
          }}
          placeholder="e.g. NK-1001"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy(hintId)}
        />
        <button type="button" className={`btn btn-outline ${styles.addCode}`} onClick={add}>
          {INQUIRY_MSG.inquiryAddCode}
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {INQUIRY_MSG.inquiryCodesHint}
      </p>
      {codes.length > 0 ? (
        <ul className={styles.chips} aria-label={INQUIRY_MSG.inquiryCodesAdded}>
          {codes.map((code, index) => (
            <li key={code} className={styles.chip}>
              <span>{code}</span>
              <button
                ref={(node) => {
                  removeButtons.current[index] = node;
                }}
                type="button"
                className={styles.chipRemove}
                onClick={() => remove(index)}
                aria-label={INQUIRY_MSG.inquiryRemoveCode(code)}
              >
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={notice.visible ? styles.hint : "sr-only"} aria-live="polite">
        {notice.text}
      </p>
    </>
  );
}
