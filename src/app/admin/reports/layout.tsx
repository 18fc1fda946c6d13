import { SalesTabs } from "@/components/admin/reports/sales-tabs";

/** /admin/reports/* (issue 45): the tabs Sales, GST return, Stock value above each report. */
export default function ReportsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SalesTabs />
      {children}
    </>
  );
}
