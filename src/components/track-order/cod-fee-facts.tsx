import { COD_MSG } from "@/lib/messages/cod";
import { formatRupees, rupeesToPaise } from "@/lib/format";

/** A cash-on-delivery order's payment and fee, as rows of the totals' list (inside its <dl>). */
export function CodFeeFacts({ feeRupees }: { feeRupees: number }) {
  return (
    <>
      <div data-testid="tracked-payment">
        <dt>{COD_MSG.choiceLegend}</dt>
        <dd>{COD_MSG.method}</dd>
      </div>
      {feeRupees > 0 ? (
        <div>
          <dt>{COD_MSG.codFee}</dt>
          <dd>{formatRupees(rupeesToPaise(feeRupees))}</dd>
        </div>
      ) : null}
    </>
  );
}
