"use client";

import { INQUIRY_MSG } from "@/lib/admin/people-messages";
import { type AdminInquiryJSON, INQUIRIES_KEY, changeInquiryStatus, fetchInquiryPage, inquiryListKey } from "@/lib/api/admin/people";
import { InquiryList } from "./inquiry-list";
import { ReadListPage } from "./read-list-page";

/** /admin/adm-inquiry (back office §2 Admin inquiries): searched, filtered, sorted and paged by the server. */
export function InquiriesPage() {
  return (
    <ReadListPage<AdminInquiryJSON>
      texts={INQUIRY_MSG}
      rootKey={INQUIRIES_KEY}
      listKey={inquiryListKey}
      fetchPage={fetchInquiryPage}
      isRead={(inquiry) => inquiry.status}
      changeStatus={changeInquiryStatus}
      renderList={(inquiries, busyId, onToggle) => <InquiryList inquiries={inquiries} busyId={busyId} onToggle={onToggle} />}
    />
  );
}
