/** The figures the storefront states about the shop, each read from the shop's data (decision 0085). */
export interface ShopFigures {
  /** Destinations a plan on sale covers. */
  countries: number;
  /** Distinct operator networks named by the plans on sale. */
  operators: number;
  /** Customers with a delivered order, rounded down to two significant figures; null under 100. */
  customers: number | null;
  /** Median minutes from payment to the first eSIM issued, orders paid in the window; null without any. */
  deliveryMinutes: number | null;
  /** The days `deliveryMinutes` looks back over. */
  deliveryDays: number;
}
