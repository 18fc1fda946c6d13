"use client";

import { useId, useState } from "react";
import { sendReview } from "@/lib/api/reviews";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { REVIEW_LIMITS } from "@/lib/reviews/rules";
import type { MyReviewJSON } from "@/lib/reviews/types";
import styles from "./my-reviews.module.css";

/**
 * The review form of one piece (issue 22): stars as radio buttons, a title, the text, up to three
 * photos (and, on an edit, which of the earlier ones to keep). Sent as multipart to POST
 * /api/reviews; the server's message is shown under the form and what was typed stays.
 */
export function ReviewForm({ productId, productName, review, onSaved }: { productId: string; productName: string; review: MyReviewJSON | null; onSaved: (msg: string) => void }) {
  const id = useId();
  const [rating, setRating] = useState(review ? String(review.rating) : "");
  const [title, setTitle] = useState(review?.title ?? "");
  const [body, setBody] = useState(review?.body ?? "");
  const [keep, setKeep] = useState<string[]>(review?.photos.map((photo) => photo.id) ?? []);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = form.getAll("photos").filter((value): value is File => value instanceof File && value.size > 0);
    if (!rating) return setError(REVIEW_MSG.ratingRequired);
    if (keep.length + files.length > REVIEW_LIMITS.photos) return setError(REVIEW_MSG.tooManyPhotos);
    setBusy(true);
    setError("");
    try {
      const answer = await sendReview({ productId, rating, title, body, keepPhotoIds: keep, photos: files });
      if (answer.ok) {
        onSaved(review ? REVIEW_MSG.updated : REVIEW_MSG.sent);
      } else {
        setError(answer.msg || REVIEW_MSG.networkError);
      }
    } catch {
      setError(REVIEW_MSG.networkError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={`${review ? REVIEW_MSG.editReview : REVIEW_MSG.writeReview}: ${productName}`}>
      <fieldset className={styles.starsField}>
        <legend className={styles.label}>{REVIEW_MSG.ratingLegend}</legend>
        <div className={styles.starChoices}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={styles.starChoice}>
              <input type="radio" name={`${id}-rating`} value={stars} checked={rating === String(stars)} onChange={() => setRating(String(stars))} required />
              <span aria-hidden="true">{"★".repeat(stars)}</span>
              <span className="sr-only">{REVIEW_MSG.starChoice(stars)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          {REVIEW_MSG.titleLabel}
        </label>
        <input id={`${id}-title`} className={styles.input} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={REVIEW_LIMITS.titleMax} required />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`} className={styles.label}>
          {REVIEW_MSG.bodyLabel}
        </label>
        <textarea
          id={`${id}-body`}
          className={styles.input}
          rows={5}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          minLength={REVIEW_LIMITS.bodyMin}
          maxLength={REVIEW_LIMITS.bodyMax}
          required
          aria-describedby={`${id}-body-hint`}
        />
        <p id={`${id}-body-hint`} className={styles.hint}>
          {REVIEW_MSG.bodyHint} ({body.trim().length}/{REVIEW_LIMITS.bodyMax})
        </p>
      </div>
      {review && review.photos.length > 0 ? (
        <ul role="list" className={styles.keep}>
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <label className={styles.keepPhoto}>
                <input type="checkbox" checked={keep.includes(photo.id)} onChange={(event) => setKeep((list) => (event.target.checked ? [...list, photo.id] : list.filter((x) => x !== photo.id)))} />
                {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of the shopper's own upload */}
                <img src={photo.url} alt="" width={48} height={48} />
                {REVIEW_MSG.keepPhoto(i + 1)}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-photos`} className={styles.label}>
          {REVIEW_MSG.photosLabel}
        </label>
        <input id={`${id}-photos`} name="photos" type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" multiple className={styles.file} />
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? REVIEW_MSG.sending : review ? REVIEW_MSG.update : REVIEW_MSG.submit}
      </button>
    </form>
  );
}
