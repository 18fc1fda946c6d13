"use client";

import { useParams, useRouter } from "next/navigation";
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, Loading } from "@/components/admin/ui/empty-state";
import { PageHeader } from "@/components/admin/ui/page-header";
import ui from "@/components/admin/ui/admin-ui.module.css";
import { ApiError } from "@/lib/api/admin/client";
import { PRODUCT_MSG } from "@/lib/admin/product-messages";
import { fetchAdminProduct, productKey } from "@/lib/api/admin/products";
import { toast } from "@/lib/toast";
import { ProductForm } from "./product-form";

/** /admin/products/add (back office §2 Add product). */
export function AddProductPage() {
  return (
    <>
      <PageHeader title={PRODUCT_MSG.addTitle} />
      <ProductForm product={null} />
    </>
  );
}

/**
 * /admin/products/edit/{id} (back office §2 Edit product, §8): the product is loaded first. A refusal
 * (unknown or bad id) shows the server's msg or 'Product not found.' and goes back to the list; no
 * answer at all shows 'Failed to load product data.' with a retry.
 */
export function EditProductPage() {
  const router = useRouter();
  const params = useParams<{ productId: string }>();
  const productId = params.productId ?? "";
  const query = useQuery({
    queryKey: productKey(productId),
    queryFn: ({ signal }) => fetchAdminProduct(productId, signal),
    retry: (count, error) => error instanceof ApiError && error.httpStatus === 0 && count < 2,
    // The form owns its state once loaded: a background refetch must not reset what is typed.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const refused = query.isError && !(query.error instanceof ApiError && query.error.httpStatus === 0);

  useEffect(() => {
    if (!refused) return;
    toast.error(query.error instanceof ApiError && query.error.msg ? query.error.msg : PRODUCT_MSG.notFound);
    router.replace("/admin/products");
  }, [refused, query.error, router]);

  return (
    <>
      <PageHeader title={PRODUCT_MSG.editTitle} count={query.data ? query.data.name : undefined} />
      {query.isPending || refused ? (
        <Loading text={PRODUCT_MSG.loadingProduct} />
      ) : query.isError ? (
        <EmptyState title={PRODUCT_MSG.loadFailed} text={PRODUCT_MSG.loadFailedText}>
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            {PRODUCT_MSG.tryAgain}
          </button>
        </EmptyState>
      ) : (
        <ProductForm key={query.data._id} product={query.data} />
      )}
    </>
  );
}
