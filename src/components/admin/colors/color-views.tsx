"use client";

import { StatusBadge } from "@/components/admin/ui/status-badge";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { COLOR_MSG } from "@/lib/admin/catalogue-messages";
import type { ColorJSON } from "@/lib/types/catalogue-json";
import styles from "./colors.module.css";

// The colour list: a table on large screens and cards on small ones, both with the swatch, the
// name, the clickable Active/Inactive badge, the edit button titled 'Edit Status' and Delete.

export interface ColorActions {
  /** The colour whose status change is on its way. */
  busyId: string | null;
  onToggle: (color: ColorJSON) => void;
  onEdit: (color: ColorJSON) => void;
  onDelete: (color: ColorJSON) => void;
}

function Swatch({ hex }: { hex: string }) {
  return <span className={styles.swatch} style={{ backgroundColor: hex }} aria-hidden="true" />;
}

function RowActions({ color, actions }: { color: ColorJSON; actions: ColorActions }) {
  return (
    <div className={styles.rowActions}>
      <button type="button" className={ui.button} title={COLOR_MSG.editStatus} aria-label={COLOR_MSG.editLabel(color.name)} onClick={() => actions.onEdit(color)}>
        Edit
      </button>
      <button type="button" className={ui.ghost} aria-label={COLOR_MSG.deleteLabel(color.name)} onClick={() => actions.onDelete(color)}>
        Delete
      </button>
    </div>
  );
}

export function ColorViews({ colors, actions }: { colors: ColorJSON[]; actions: ColorActions }) {
  const badge = (color: ColorJSON) => <StatusBadge active={color.status} name={color.name} busy={actions.busyId === color._id} onToggle={() => actions.onToggle(color)} />;
  return (
    <>
      <div className={`${ui.tableWrap} ${styles.wide}`}>
        <table className={ui.table}>
          <thead>
            <tr>
              <th scope="col">{COLOR_MSG.name}</th>
              <th scope="col">{COLOR_MSG.status}</th>
              <th scope="col">{COLOR_MSG.actions}</th>
            </tr>
          </thead>
          <tbody>
            {colors.map((color) => (
              <tr key={color._id}>
                <th scope="row">
                  <span className={styles.nameCell}>
                    <Swatch hex={color.hex} />
                    {color.name}
                  </span>
                </th>
                <td>{badge(color)}</td>
                <td>
                  <RowActions color={color} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={`${ui.cards} ${styles.list} ${styles.narrow}`} role="list">
        {colors.map((color) => (
          <li key={color._id} className={ui.card}>
            <div className={styles.cardHead}>
              <span className={styles.nameCell}>
                <Swatch hex={color.hex} />
                {color.name}
              </span>
              {badge(color)}
            </div>
            <RowActions color={color} actions={actions} />
          </li>
        ))}
      </ul>
    </>
  );
}
