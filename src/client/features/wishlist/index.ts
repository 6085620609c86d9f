// The wishlist's public face: what other features may use (the heart on the product page).
export { WishlistButton } from './components/wishlist-button';
