/** product.md §9: nowCost is in tenths of £1m, shown as £x.xm. */
export const formatPrice = (nowCost: number) => `£${(nowCost / 10).toFixed(1)}m`;
