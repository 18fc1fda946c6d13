import { STOCK_ALERT_FORM_MSG as M } from "@/lib/stock-alerts/form-messages";
import { StockAlertForm } from "./stock-alert-form";
import styles from "./stock-alert.module.css";

/** What the alert needs of a piece: its id, whether it is sold out, and its sizes with their stock. */
export interface StockAlertPiece {
  id: string;
  inStock: boolean;
  sizes: { id: string; label: string; stock: number }[];
}

/**
 * "Tell me when it is back" (issue 45) on the product page, below the purchase buttons: rendered on
 * the server, closed (a <details>), only on a sold-out piece or a piece with a sold-out size. The
 * form inside is a small client island that posts to /api/stock-alerts.
 */
export function StockAlert({ piece }: { piece: StockAlertPiece }) {
  const soldOutSizes = piece.sizes.filter((size) => size.stock < 1).map(({ id, label }) => ({ id, label }));
  const sized = piece.sizes.length > 0;
  if (sized ? soldOutSizes.length === 0 : piece.inStock) return null;
  return (
    <details className={styles.alert} data-stock-alert="">
      <summary className={styles.summary}>{M.open}</summary>
      <p className={styles.intro}>{M.intro}</p>
      <StockAlertForm productId={piece.id} sizes={sized ? soldOutSizes : null} />
    </details>
  );
}
