import { Suspense } from "react";
import type { Metadata } from "next";
import { CartOrderRequest, OrderRequestLoading } from "@/components/order-request/cart-order-request";
import { OrderRequestProblem } from "@/components/order-request/order-request-problem";
import { ProductOrderRequest } from "@/components/order-request/product-order-request";
import { sizeByLabel } from "@/components/order-request/order-request-size";
import { ProductOrderSummary } from "@/components/order-request/product-order-summary";
import styles from "@/components/order-request/order-request.module.css";
import { ShopBanner } from "@/components/shop/shop-banner";
import { href } from "@/lib/links";
import { MSG } from "@/lib/messages/shop";
import { ORDER_REQUEST_MSG } from "@/lib/messages/order-request";
import { CUID } from "@/lib/schemas/query-values";
import { maxOrderQty } from "@/lib/schemas/order-fields";
import { shopPageMetadata } from "@/lib/seo/shop-page-metadata";
import type { Product } from "@/lib/types/catalogue";
import { getProduct } from "@/server/catalogue/get-product";

type Props = { params: Promise<{ prodId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The word in place of a product id that asks for the whole cart (back office §2 route table). */
const CART = "cart";

// A shopper's own transactional page: never indexed (robots.txt keeps /order-request out too).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { prodId } = await params;
  return shopPageMetadata("order-request", prodId === CART ? href.orderRequestCart() : href.orderRequest(prodId), { index: false });
}

/**
 * /order-request/{productId} and /order-request/cart (back office §2 order request form): what is
 * being ordered beside the contact and address form; no payment (the owner sends a payment link).
 * The banner is static; the body is rendered per request (the product from the cached catalogue,
 * the cart's lines in the browser), so made-up ids cache nothing.
 */
export default function OrderRequestPage({ params, searchParams }: Props) {
  return (
    <>
      <ShopBanner
        title={ORDER_REQUEST_MSG.orderRequestTitle}
        crumbs={[
          { label: "Home", href: href.home() },
          { label: ORDER_REQUEST_MSG.orderRequestTitle },
        ]}
      />
      <div className={`container ${styles.page}`} data-page="order-request">
        <p className={styles.intro}>{ORDER_REQUEST_MSG.orderRequestLead}</p>
        <Suspense fallback={<OrderRequestLoading />}>
          <OrderRequestBody params={params} searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  );
}

/** The product a request may be made for: an active one. Ids of another shape are not looked up. */
async function orderableProduct(id: string): Promise<Product | null> {
  if (!CUID.test(id)) return null;
  const product = await getProduct(id);
  return product?.active ? product : null;
}

async function OrderRequestBody({ params, searchParams }: Props) {
  const { prodId } = await params;
  if (prodId === CART) return <CartOrderRequest />;

  const product = await orderableProduct(prodId);
  if (!product) {
    return (
      <OrderRequestProblem
        title={ORDER_REQUEST_MSG.errorLoadingProduct}
        text={ORDER_REQUEST_MSG.orderRequestProductMissing}
        links={[{ href: href.products(), label: ORDER_REQUEST_MSG.orderRequestBackToProducts, primary: true }]}
      />
    );
  }
  if (maxOrderQty(product.stock, product.inStock) === 0) {
    return (
      <OrderRequestProblem
        title={MSG.itemOutOfStock}
        text={ORDER_REQUEST_MSG.orderRequestOutOfStock}
        links={[
          { href: href.inquiry([product.code]), label: ORDER_REQUEST_MSG.orderRequestAskInstead, primary: true },
          { href: href.products(), label: ORDER_REQUEST_MSG.orderRequestBackToProducts },
        ]}
      />
    );
  }
  const sizes = product.sizes.map((s) => ({ id: s.id, label: s.label, stock: s.stock, sellingPricePaise: s.sellingPricePaise }));
  // `?size=12` (the product page's link) chooses that size when it is offered and in stock.
  const wanted = (await searchParams).size;
  return (
    <ProductOrderRequest
      initialSize={sizeByLabel(sizes, typeof wanted === "string" ? wanted : null)}
      product={{ id: product.id, sellingPricePaise: product.sellingPricePaise, stock: product.stock, colors: product.colors, sizes }}
      summary={<ProductOrderSummary product={product} />}
    />
  );
}
