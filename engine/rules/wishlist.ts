/**
 * Whether a wishlist is kept (menu spec §4, ordering spec §2): a guest who came by a table, room or area URL
 * (the cart holds its location) follows `enable_wishlist_table_orders`; everyone else `enable_wishlist`. Its
 * only visible effect today is the cart's delivery bar, hidden while a wishlist is kept.
 */
export interface WishlistSettings {
  enable_wishlist?: boolean | null;
  enable_wishlist_table_orders?: boolean | null;
}

export function wishlistEnabled(settings: WishlistSettings, orderLocation: string | null): boolean {
  return (orderLocation !== null ? settings.enable_wishlist_table_orders : settings.enable_wishlist) === true;
}
