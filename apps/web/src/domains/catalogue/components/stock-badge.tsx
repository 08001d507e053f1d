import { Badge } from '@/components/ui/badge';

/** 'In Stock (quantity)' or 'Out of Stock' (spec §2 car card); the detail page hides the count. */
export function StockBadge({ inStock, quantity }: { inStock: boolean; quantity?: number }) {
  if (!inStock) return <Badge variant="danger">Out of Stock</Badge>;
  return <Badge variant="success">{quantity === undefined ? 'In Stock' : `In Stock (${quantity})`}</Badge>;
}
