import type { PageKey } from "../content";
import type { ProductDto } from "../product";
import type { ReviewSource, ReviewStatus } from "../reviews";

// What the catalogue tabs list (the forms that edit them are in ./catalogue.ts); produced by
// worker/services/catalogue/ (plans, top-ups, reviews) and worker/services/content/ (site images, pages).

/** A top-up as the Products screen lists it (its own section). */
export interface AdminTopup {
  id: number;
  kind: "topup";
  name: string;
  supplierPackage: string;
  dataMb: number | null;
  unlimited: boolean;
  days: number;
  /** Ringgit as a decimal string, as every price leaves the API. */
  price: string;
  priceSen: number;
  active: boolean;
}

export interface AdminProduct extends ProductDto {
  /** The eSIM supplier's package code this plan is fulfilled with. */
  supplierPackage: string | null;
  /** The Malay and Chinese versions; null = not translated (the English is shown). */
  nameMs: string | null;
  descriptionMs: string | null;
  nameZh: string | null;
  descriptionZh: string | null;
}

export interface AdminSiteImage {
  id: number;
  key: string;
  url: string;
  alt: string;
  description: string | null;
  createdAt: string;
}

export interface AdminReview {
  id: number;
  productId: number;
  productName: string | null;
  customerName: string;
  customerAvatar: string | null;
  rating: number;
  comment: string;
  location: string | null;
  verified: boolean;
  featured: boolean;
  source: ReviewSource;
  status: ReviewStatus;
  hiddenReason: string | null;
  /** The delivered order behind a buyer's review. */
  orderId: number | null;
  /** That order's customer account (the list links to them); absent outside the list. */
  userId?: number | null;
  tripMonth: string | null;
  reply: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminPageContent {
  id: number;
  page: PageKey;
  title: string;
  subtitle: string | null;
  content: string;
  imageUrl: string | null;
  updatedAt: string;
  updatedBy: number | null;
  /** The Malay and Chinese versions; null = not translated (the English is shown). */
  titleMs: string | null;
  subtitleMs: string | null;
  contentMs: string | null;
  titleZh: string | null;
  subtitleZh: string | null;
  contentZh: string | null;
}
