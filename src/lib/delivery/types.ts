// The delivery promise for one PIN code, as the storefront shows it (product page, cart, checkout)
// and as GET /api/delivery/check returns it. Dates are India's calendar dates (yyyy-mm-dd).

export interface DeliveryAnswer {
  pincode: string;
  serviceable: boolean;
  /** The zone's name (the local table), or the courier's; null when not served. */
  zone: string | null;
  /** Earliest and latest delivery dates; null when not served. */
  deliveryFrom: string | null;
  deliveryBy: string | null;
  cod: {
    /** Cash on delivery is offered at this PIN (the owner's switch and the zone's); a cart's total and the per-phone limits are checked at checkout. */
    available: boolean;
    feePaise: number;
    /** The largest total (fee included) cash on delivery is offered for. */
    limitPaise: number;
  };
}

/** The owner's delivery and cash-on-delivery settings (DeliverySettings, id 1). */
export interface DeliverySettingsValues {
  dispatchDaysMin: number;
  dispatchDaysMax: number;
  codEnabled: boolean;
  codFeePaise: number;
  codLimitPaise: number;
  codOpenOrdersLimit: number;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettingsValues = {
  dispatchDaysMin: 2,
  dispatchDaysMax: 3,
  codEnabled: true,
  codFeePaise: 4900,
  codLimitPaise: 2_000_000,
  codOpenOrdersLimit: 2,
};
