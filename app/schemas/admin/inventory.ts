// The Inventory tab's rows (Physical SIM stock); produced by worker/services/catalogue/inventory.ts.

export interface InventoryRow {
  productId: number;
  name: string;
  region: string;
  active: boolean;
  stockQuantity: number;
  reservedQuantity: number;
  available: number;
  lowStockThreshold: number;
  lastUpdated: string;
  low: boolean;
}
