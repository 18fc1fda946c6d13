"use client";

import { useQuery } from "@tanstack/react-query";
import { AdminLink } from "@/components/admin/ui/admin-link";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { failureText } from "@/lib/admin/failure-text";
import { OFFERS_KEY, fetchOffers } from "@/lib/api/admin/offers";
import { OFFER_ADMIN_MSG as M } from "@/lib/messages/offers-admin";
import { formatRupees, offerGives, offerUses, offerWindow } from "./offer-format";
import { OfferStatusText } from "./offer-status";
import styles from "./offers.module.css";

/** /admin/offers: every offer with its status, what it gives, its window in IST and its figures. */
export function OffersListPage() {
  const offers = useQuery({ queryKey: OFFERS_KEY, queryFn: ({ signal }) => fetchOffers(signal) });
  const newButton = (
    <AdminLink href="/admin/offers/new" className={ui.primary}>
      {M.newOffer}
    </AdminLink>
  );
  return (
    <>
      <PageHeader title={M.title} count={offers.data ? `${M.count(offers.data.length)}. ${M.intro}` : M.intro}>
        {newButton}
      </PageHeader>
      {offers.isPending ? (
        <Loading text={M.loading} />
      ) : offers.error || !offers.data ? (
        <EmptyState title={M.loadFailed} text={failureText(offers.error, M.clientError)}>
          <button type="button" className={ui.button} onClick={() => void offers.refetch()}>
            {M.tryAgain}
          </button>
        </EmptyState>
      ) : offers.data.length === 0 ? (
        <EmptyState title={M.empty} text={M.emptyText} />
      ) : (
        <div className={`${ui.tableWrap} ${ui.cardsOnPhone}`}>
          <table className={ui.table} aria-label={M.title}>
            <thead>
              <tr>
                <th scope="col">{M.colName}</th>
                <th scope="col">{M.colStatus}</th>
                <th scope="col">{M.colGives}</th>
                <th scope="col">{M.colCode}</th>
                <th scope="col">{M.colWindow}</th>
                <th scope="col" className={styles.number}>
                  {M.colUses}
                </th>
                <th scope="col" className={styles.number}>
                  {M.colDiscount}
                </th>
                <th scope="col" className={styles.number}>
                  {M.colRevenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {offers.data.map((offer) => (
                <tr key={offer._id} data-testid="offer-row">
                  <td data-label={M.colName} className={styles.strong}>
                    <AdminLink href={`/admin/offers/${offer._id}`}>{offer.name}</AdminLink>
                  </td>
                  <td data-label={M.colStatus}>
                    <OfferStatusText status={offer.status} />
                  </td>
                  <td data-label={M.colGives}>{offerGives(offer)}</td>
                  <td data-label={M.colCode}>{offer.code ? <span className={styles.code}>{offer.code}</span> : M.automatic}</td>
                  <td data-label={M.colWindow}>{offerWindow(offer)}</td>
                  <td data-label={M.colUses} className={styles.number}>
                    {offerUses(offer)}
                  </td>
                  <td data-label={M.colDiscount} className={styles.number}>
                    {formatRupees(offer.discountGivenPaise)}
                  </td>
                  <td data-label={M.colRevenue} className={styles.number}>
                    {formatRupees(offer.revenuePaise)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
