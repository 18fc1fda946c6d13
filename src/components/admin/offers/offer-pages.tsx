"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams, useRouter } from "next/navigation";
import { useState } from "react";
import { AdminLink } from "@/components/admin/ui/admin-link";
import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { OFFERS_KEY, deleteOffer, fetchOffer, offerKey, setOfferPaused } from "@/lib/api/admin/offers";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import { type AdminOfferJSON, type AdminOfferUseJSON, formatIst } from "@/lib/schemas/offers";
import { toast } from "@/lib/toast";
import { OfferForm } from "./offer-form";
import { formatRupees, offerGives, offerUses } from "./offer-format";
import { OfferStatusText } from "./offer-status";
import styles from "./offers.module.css";

const backLink = (
  <AdminLink href="/admin/offers" className={ui.button}>
    {M.back}
  </AdminLink>
);

/** /admin/offers/new. */
export function NewOfferPage() {
  return (
    <>
      <PageHeader title={M.newTitle}>{backLink}</PageHeader>
      <OfferForm offer={null} />
    </>
  );
}

/** /admin/offers/{id}: its figures, pause/resume and delete, the form, and its uses. */
export function EditOfferPage() {
  const params = useParams<{ id: string }>();
  const id = params.id;
  const loaded = useQuery({ queryKey: offerKey(id), queryFn: ({ signal }) => fetchOffer(id, signal) });
  if (loaded.isPending) return <Loading text={M.loading} />;
  if (loaded.error || !loaded.data) {
    return (
      <EmptyState title={M.loadFailed} text={failureText(loaded.error, M.clientError)}>
        {backLink}
      </EmptyState>
    );
  }
  const { offer, uses } = loaded.data;
  return (
    <>
      <PageHeader title={M.editTitle(offer.name)} count={`${offerGives(offer)} · ${offer.code ?? M.automatic}`}>
        <OfferActions offer={offer} />
        {backLink}
      </PageHeader>
      <p className={styles.figures}>
        <OfferStatusText status={offer.status} /> {M.figures(offerUses(offer), formatRupees(offer.discountGivenPaise), formatRupees(offer.revenuePaise))}
      </p>
      {/* A save remounts the form with what the server kept. */}
      <OfferForm key={offer.updatedAt} offer={offer} />
      <OfferUses uses={uses} />
    </>
  );
}

function OfferActions({ offer }: { offer: AdminOfferJSON }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function run(action: () => Promise<string>, after?: () => void) {
    setBusy(true);
    try {
      toast.success(await action());
      await queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
      after?.();
    } catch (failure) {
      toast.error(failureText(failure, M.clientError));
    } finally {
      setBusy(false);
      setDeleting(false);
    }
  }

  return (
    <>
      <button type="button" className={ui.button} disabled={busy} onClick={() => void run(() => setOfferPaused(offer._id, !offer.paused))}>
        {offer.paused ? M.resume : M.pause}
      </button>
      <button type="button" className={ui.danger} disabled={busy} onClick={() => setDeleting(true)}>
        {M.delete}
      </button>
      <ConfirmDialog
        open={deleting}
        busy={busy}
        title={M.delete}
        message={<p>{M.deleteConfirm(offer.name)}</p>}
        onConfirm={() => void run(() => deleteOffer(offer._id), () => router.push("/admin/offers"))}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

function OfferUses({ uses }: { uses: AdminOfferUseJSON[] }) {
  return (
    <section className={ui.section} aria-labelledby="offer-uses-heading">
      <h2 id="offer-uses-heading">{M.usesHeading}</h2>
      {uses.length === 0 ? (
        <p className={ui.muted}>{M.usesEmpty}</p>
      ) : (
        <div className={`${ui.tableWrap} ${ui.cardsOnPhone}`}>
          <table className={ui.table} aria-labelledby="offer-uses-heading">
            <thead>
              <tr>
                <th scope="col">{M.colOrder}</th>
                <th scope="col">{M.colShopper}</th>
                <th scope="col">{M.colState}</th>
                <th scope="col" className={styles.number}>
                  {M.colDiscount}
                </th>
                <th scope="col">{M.colWhen}</th>
              </tr>
            </thead>
            <tbody>
              {uses.map((use) => (
                <tr key={use._id} data-testid="offer-use-row">
                  <td data-label={M.colOrder}>
                    <AdminLink href={`/admin/orders/${use.orderId}`}>{use.orderNumber}</AdminLink>
                  </td>
                  <td data-label={M.colShopper}>{use.shopper}</td>
                  <td data-label={M.colState}>{M.useStates[use.state]}</td>
                  <td data-label={M.colDiscount} className={styles.number}>
                    {formatRupees(use.discountPaise)}
                  </td>
                  <td data-label={M.colWhen}>{formatIst(use.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
