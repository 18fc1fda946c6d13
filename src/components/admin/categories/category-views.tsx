"use client";

import Image from "next/image";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import ui from "@/components/admin/ui/admin-ui.module.css";
import cardsUi from "@/components/admin/ui/cards.module.css";
import { CATEGORY_MSG } from "@/lib/admin/catalogue-messages";
import type { CategoryJSON } from "@/lib/types/catalogue-json";
import styles from "./categories.module.css";

// The two views of the category list (back office §2: grid/table toggle). Both offer the same
// actions: the clickable status badge, Edit and Delete.

export interface CategoryActions {
  /** The category whose status change is on its way. */
  busyId: string | null;
  onToggle: (category: CategoryJSON) => void;
  onEdit: (category: CategoryJSON) => void;
  onDelete: (category: CategoryJSON) => void;
}

function RowActions({ category, actions }: { category: CategoryJSON; actions: CategoryActions }) {
  return (
    <div className={styles.rowActions}>
      <button type="button" className={ui.button} onClick={() => actions.onEdit(category)} aria-label={CATEGORY_MSG.editLabel(category.name)}>
        {CATEGORY_MSG.edit}
      </button>
      <button type="button" className={ui.ghost} onClick={() => actions.onDelete(category)} aria-label={CATEGORY_MSG.deleteLabel(category.name)}>
        {CATEGORY_MSG.delete}
      </button>
    </div>
  );
}

export function CategoryGrid({ categories, actions }: { categories: CategoryJSON[]; actions: CategoryActions }) {
  return (
    <ul className={`${ui.cards} ${styles.list}`} role="list">
      {categories.map((category) => (
        <li key={category._id} className={ui.card}>
          <div className={`${cardsUi.imageBox} ${styles.cardImage}`}>
            {category.image ? <Image src={category.image.url} alt="" fill sizes="(min-width: 768px) 280px, 92vw" /> : CATEGORY_MSG.noImage}
          </div>
          <div className={cardsUi.cardTitle}>
            <h2>{category.name}</h2>
            <StatusBadge active={category.status} name={category.name} busy={actions.busyId === category._id} onToggle={() => actions.onToggle(category)} />
          </div>
          <span className={styles.slug}>/{category.slug}</span>
          <p className={styles.description}>{category.description}</p>
          <span className={ui.muted}>{CATEGORY_MSG.products(category.count)}</span>
          <RowActions category={category} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

export function CategoryTable({ categories, actions }: { categories: CategoryJSON[]; actions: CategoryActions }) {
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <thead>
          <tr>
            <th scope="col">{CATEGORY_MSG.imageLabel}</th>
            <th scope="col">{CATEGORY_MSG.nameLabel}</th>
            <th scope="col">{CATEGORY_MSG.slugLabel}</th>
            <th scope="col">Products</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category._id}>
              <td>
                <div className={`${cardsUi.imageBox} ${styles.thumb}`}>{category.image ? <Image src={category.image.url} alt="" fill sizes="48px" /> : null}</div>
              </td>
              <th scope="row">{category.name}</th>
              <td className={styles.slug}>{category.slug}</td>
              <td>{category.count}</td>
              <td>
                <StatusBadge active={category.status} name={category.name} busy={actions.busyId === category._id} onToggle={() => actions.onToggle(category)} />
              </td>
              <td>
                <RowActions category={category} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
