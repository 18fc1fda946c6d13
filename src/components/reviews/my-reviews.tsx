"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { ApiError } from "@/lib/api/client";
import { fetchMyReviewPieces } from "@/lib/api/reviews";
import { href } from "@/lib/links";
import { REVIEW_MSG } from "@/lib/reviews/messages";
import { reviewLinks } from "@/lib/reviews/links";
import type { ReviewablePieceJSON } from "@/lib/reviews/types";
import { ReviewForm } from "./review-form";
import styles from "./my-reviews.module.css";

type State = { kind: "loading" } | { kind: "signed-out" } | { kind: "error" } | { kind: "ready"; pieces: ReviewablePieceJSON[] };

const STATUS_TEXT = { pending: REVIEW_MSG.statusPending, published: REVIEW_MSG.statusPublished, hidden: REVIEW_MSG.statusHidden } as const;

/**
 * /account/reviews (issue 22): the pieces of the customer's delivered orders (GET /api/reviews/mine,
 * the session's own), each with its review (editable) or the form to write one. ?product= puts that
 * piece first (the product page's "Write a review").
 */
export function MyReviews() {
  const wanted = useSearchParams().get("product");
  const [state, setState] = useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState("");

  useEffect(() => {
    const controller = new AbortController();
    fetchMyReviewPieces(controller.signal).then(
      (pieces) => setState({ kind: "ready", pieces }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.httpStatus === 401 ? { kind: "signed-out" } : { kind: "error" });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (state.kind === "loading") return <p role="status">{REVIEW_MSG.loading}</p>;
  if (state.kind === "signed-out") {
    return (
      <div className={styles.intro}>
        <p>{REVIEW_MSG.signInFirst}</p>
        <Link href={href.loginThen(reviewLinks.write(wanted ?? undefined))} className="btn btn-primary">
          Sign in
        </Link>
      </div>
    );
  }
  if (state.kind === "error") {
    return (
      <div className={styles.intro}>
        <p role="alert">{REVIEW_MSG.loadFailed}</p>
        <button type="button" className="btn btn-outline" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }

  const pieces = wanted ? [...state.pieces].sort((a, b) => Number(b.productId === wanted) - Number(a.productId === wanted)) : state.pieces;
  return (
    <>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {wanted && !pieces.some((piece) => piece.productId === wanted) ? <p className={styles.hint}>{REVIEW_MSG.notPurchased}</p> : null}
      {pieces.length === 0 ? <p>{REVIEW_MSG.nothingToReview}</p> : null}
      <ul role="list" className={styles.pieces}>
        {pieces.map((piece) => (
          <li key={piece.productId} className={styles.piece} data-testid={`review-piece-${piece.productId}`}>
            <div className={styles.pieceHead}>
              {piece.imageUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail in the customer's own list
                <img src={piece.imageUrl} alt="" width={64} height={64} className={styles.thumb} />
              ) : null}
              <div>
                <h2 className={styles.pieceName}>
                  <Link href={href.product(piece.productId)}>{piece.productName}</Link>
                </h2>
                <p className={styles.hint}>
                  {piece.productCode} · {REVIEW_MSG.orderedIn(piece.orderNumber)}
                </p>
                {piece.review ? <p className={styles.status}>{STATUS_TEXT[piece.review.status]}</p> : null}
              </div>
            </div>
            <ReviewForm
              key={piece.review?.updatedAt ?? "new"}
              productId={piece.productId}
              productName={piece.productName}
              review={piece.review}
              onSaved={(msg) => {
                setNotice(msg);
                setAttempt((n) => n + 1);
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
