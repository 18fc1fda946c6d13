"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { TextField } from "@/components/admin/ui/fields";
import { useDebounced } from "@/components/admin/ui/use-debounced";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { CATEGORIES_KEY, fetchAdminCategories } from "@/lib/api/admin/categories";
import { fetchProductPage, productListKey } from "@/lib/api/admin/products";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import styles from "./offers.module.css";

/** A piece chosen whole, or one of its sizes, with the names to show it by. */
export interface PieceChoice {
  productId: string;
  productName: string;
  /** null: the whole piece (every size). */
  sizeId: string | null;
  sizeLabel: string | null;
}

const choiceKey = (choice: PieceChoice) => `${choice.productId}|${choice.sizeId ?? ""}`;
export const choiceLabel = (choice: PieceChoice) => (choice.sizeLabel ? `${choice.productName} (size ${choice.sizeLabel})` : choice.productName);

/** The categories of scope "categories": one checkbox each. */
export function CategoryChoices({ chosen, onChosen, error }: { chosen: string[]; onChosen: (ids: string[]) => void; error?: string }) {
  const categories = useQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchAdminCategories(signal) });
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? "offer-categoryIds-error" : undefined}>
      <legend>{M.categoriesLegend}</legend>
      {categories.isPending ? <p className={ui.muted}>…</p> : null}
      <div className={styles.checks}>
        {(categories.data ?? []).map((category) => (
          <label key={category._id} className={ui.check}>
            <input
              type="checkbox"
              checked={chosen.includes(category._id)}
              onChange={(event) => onChosen(event.target.checked ? [...chosen, category._id] : chosen.filter((id) => id !== category._id))}
            />
            {category.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id="offer-categoryIds-error" className={ui.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The pieces of scope "pieces": search the catalogue, add a whole piece or one of its sizes. */
export function PieceChoices({ chosen, onChosen, error }: { chosen: PieceChoice[]; onChosen: (choices: PieceChoice[]) => void; error?: string }) {
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const query = { q, sort: "name", order: "asc" } as const;
  const results = useQuery({ queryKey: productListKey(query), queryFn: ({ signal }) => fetchProductPage(query, 1, signal), enabled: q.length > 0 });
  const has = (choice: PieceChoice) => chosen.some((entry) => choiceKey(entry) === choiceKey(choice));
  const add = (choice: PieceChoice) => {
    if (has(choice)) return;
    // A whole piece replaces its single sizes; a size of a piece already whole adds nothing.
    if (choice.sizeId === null) onChosen([...chosen.filter((entry) => entry.productId !== choice.productId), choice]);
    else if (!chosen.some((entry) => entry.productId === choice.productId && entry.sizeId === null)) onChosen([...chosen, choice]);
  };

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? "offer-productIds-error" : undefined}>
      <legend>{M.piecesLegend}</legend>
      {chosen.length === 0 ? (
        <p className={ui.muted}>{M.noneChosen}</p>
      ) : (
        <ul className={styles.chips} aria-label={M.piecesLegend}>
          {chosen.map((choice) => (
            <li key={choiceKey(choice)} className={styles.chip}>
              {choiceLabel(choice)}
              <button type="button" className={ui.ghost} onClick={() => onChosen(chosen.filter((entry) => choiceKey(entry) !== choiceKey(choice)))} aria-label={M.removeChoice(choiceLabel(choice))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id="offer-productIds-error" className={ui.error}>
          {error}
        </p>
      ) : null}
      <TextField id="offer-piece-search" type="search" label={M.pieceSearchLabel} hint={M.pieceSearchHint} value={search} onValue={setSearch} autoComplete="off" maxLength={80} />
      {q.length > 0 && results.data ? (
        results.data.products.length === 0 ? (
          <p className={ui.muted} role="status">
            {M.noPiecesFound}
          </p>
        ) : (
          <ul className={styles.results} aria-label={M.pieceSearchLabel}>
            {results.data.products.map((product) => {
              const whole: PieceChoice = { productId: product._id, productName: product.name, sizeId: null, sizeLabel: null };
              return (
                <li key={product._id} className={styles.result}>
                  <span className={styles.strong}>{product.name}</span>
                  <div className={styles.resultActions}>
                    <button type="button" className={ui.button} onClick={() => add(whole)} disabled={has(whole)} aria-label={`${M.addWholePiece}: ${product.name}`}>
                      {M.addWholePiece}
                    </button>
                    {product.sizes.map((size) => {
                      const one: PieceChoice = { productId: product._id, productName: product.name, sizeId: size._id, sizeLabel: size.label };
                      return (
                        <button key={size._id} type="button" className={ui.button} onClick={() => add(one)} disabled={has(one) || has(whole)} aria-label={`${M.addSize(size.label)}: ${product.name}`}>
                          {M.addSize(size.label)}
                        </button>
                      );
                    })}
                  </div>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </fieldset>
  );
}
