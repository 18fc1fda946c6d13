"use client";

import { useId, useState } from "react";
import ui from "@/components/admin/ui/admin-ui.module.css";
import cardsUi from "@/components/admin/ui/cards.module.css";
import { formatDate } from "@/lib/format";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { REVIEW_LIMITS } from "@/lib/reviews/rules";
import type { ReviewAction } from "@/lib/reviews/schemas";
import type { AdminReviewJSON } from "@/lib/reviews/types";
import styles from "./reviews.module.css";

const STATUS_CLASS = { pending: ui.warning, published: ui.active, hidden: ui.inactive } as const;
const STATUS_LABEL = { pending: "Pending", published: "Published", hidden: "Hidden" } as const;

/** One review in the moderation list: what the buyer wrote, who and which order, and the owner's actions. */
export function ReviewCard({
  review,
  busy,
  onAction,
  onOnlyProduct,
}: {
  review: AdminReviewJSON;
  busy: boolean;
  onAction: (action: ReviewAction) => Promise<boolean>;
  onOnlyProduct?: () => void;
}) {
  const id = useId();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.reply ?? "");

  return (
    <article className={`${cardsUi.box} ${styles.card}`} aria-labelledby={`${id}-title`} data-testid={`review-${review.id}`}>
      <div className={styles.cardHead}>
        <span className={`${ui.badge} ${STATUS_CLASS[review.status]}`}>{STATUS_LABEL[review.status]}</span>
        <span role="img" aria-label={REVIEW_MSG.ratingLabel(review.rating)} className={styles.stars}>
          {"★".repeat(review.rating)}
          {"☆".repeat(5 - review.rating)}
        </span>
        <span className={ui.muted}>{formatDate(review.createdAt)}</span>
      </div>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {review.title}
      </h2>
      <p className={styles.meta}>
        {review.product.name} ({review.product.code}) · {review.authorName} · {review.customerEmail}
        {review.orderNumber ? ` · ${REVIEW_MSG.adminOrder(review.orderNumber)}` : ""}
      </p>
      <p className={styles.body}>{review.body}</p>
      {review.photos.length > 0 ? (
        <ul role="list" className={styles.photos}>
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- a shopper's upload, shown small to the owner */}
                <img src={photo.url} alt={REVIEW_MSG.photoAlt(i + 1, review.title)} width={80} height={80} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply && !replying ? (
        <div className={styles.reply}>
          <p className={ui.label}>{REVIEW_MSG.shopReply}</p>
          <p className={styles.body}>{review.reply}</p>
        </div>
      ) : null}
      {replying ? (
        <form
          className={ui.field}
          onSubmit={(event) => {
            event.preventDefault();
            void onAction({ action: "reply", reply }).then((done) => done && setReplying(false));
          }}
        >
          <label htmlFor={`${id}-reply`} className={ui.label}>
            {REVIEW_MSG.adminReplyLabel}
          </label>
          <textarea id={`${id}-reply`} className={ui.textarea} value={reply} onChange={(event) => setReply(event.target.value)} maxLength={REVIEW_LIMITS.replyMax} required />
          <div className={styles.actions}>
            <button type="submit" className={ui.primary} disabled={busy || !reply.trim()}>
              {REVIEW_MSG.adminSaveReply}
            </button>
            <button type="button" className={ui.button} onClick={() => setReplying(false)}>
              {REVIEW_MSG.adminCancel}
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          {review.status !== "published" ? (
            <button type="button" className={ui.primary} disabled={busy} onClick={() => void onAction({ action: "publish" })}>
              {REVIEW_MSG.adminPublish}
            </button>
          ) : null}
          {review.status !== "hidden" ? (
            <button type="button" className={ui.button} disabled={busy} onClick={() => void onAction({ action: "hide" })}>
              {REVIEW_MSG.adminHide}
            </button>
          ) : null}
          <button type="button" className={ui.button} disabled={busy} onClick={() => setReplying(true)}>
            {review.reply ? REVIEW_MSG.adminEditReply : REVIEW_MSG.adminReply}
          </button>
          {review.reply ? (
            <button type="button" className={ui.button} disabled={busy} onClick={() => void onAction({ action: "remove_reply" })}>
              {REVIEW_MSG.adminRemoveReply}
            </button>
          ) : null}
          {onOnlyProduct ? (
            <button type="button" className={ui.ghost} onClick={onOnlyProduct}>
              {REVIEW_MSG.adminOnlyThisProduct}
            </button>
          ) : null}
        </div>
      )}
    </article>
  );
}
