// Every route of SPEC §2, each screen loaded lazily: the members area and the console never reach the
// storefront's first bundle. Storefront routes that need a member are wrapped in RequireMember.
// RouteFocus moves focus to the new screen's heading after each route change (decision 0600).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { WithBottomNav } from '@client/components/ui/bottom-nav';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { RequireMember } from './require-member';
import { RouteFocus } from './route-focus';

const page = (load: () => Promise<{ default: ComponentType<any> }>) => lazy(load);

const AuthPage = page(() => import('@client/features/auth/pages/auth-page'));
const CodeAuthPage = page(() => import('@client/features/auth/pages/code-auth-page'));
const VerifyEmailPage = page(() => import('@client/features/auth/pages/verify-email-page'));
const HomePage = page(() => import('@client/features/catalogue/pages/home-page'));
const ProductPage = page(() => import('@client/features/catalogue/pages/product-page'));
const CategoryPage = page(() => import('@client/features/catalogue/pages/category-page'));
const SearchPage = page(() => import('@client/features/catalogue/pages/search-page'));
const WishlistPage = page(() => import('@client/features/wishlist/pages/wishlist-page'));
const ProfilePage = page(() => import('@client/features/profile/pages/profile-page'));
const CartPage = page(() => import('@client/features/checkout/pages/cart-page'));
const OrderConfirmationPage = page(() => import('@client/features/checkout/pages/order-confirmation-page'));
const DashboardPage = page(() => import('@client/features/members/pages/dashboard-page'));
const RoutinesPage = page(() => import('@client/features/members/pages/routines-page'));
const PerksPage = page(() => import('@client/features/members/pages/perks-page'));
const EventsPage = page(() => import('@client/features/members/pages/events-page'));
const HelpPage = page(() => import('@client/features/members/pages/help-page'));
const AccountPage = page(() => import('@client/features/members/pages/account-page'));
const CoachPage = page(() => import('@client/features/coach/pages/coach-page'));
const ChatPage = page(() => import('@client/features/coach/pages/chat-page'));
const LegalPage = page(() => import('@client/features/legal/pages/legal-page'));
const NotFoundPage = page(() => import('./not-found'));
// The staff console's routes are a screen of their own: its twenty-odd routes stay out of every shopper's first load.
const ConsoleRoutes = page(() => import('./console-routes'));
const CONSOLE = /^\/(console|admin)(\/.*)?$/;

/** The legal pages' addresses (decision 0241). */
const LEGAL_PAGE = /^\/(?<slug>terms|privacy|returns|delivery|contact)$/;

type Screen = LazyExoticComponent<ComponentType<any>>;
const member = (Screen: Screen, nav = false) =>
  function Guarded(props: any) {
    const content = <Screen {...props} />;
    return <RequireMember>{nav ? <WithBottomNav>{content}</WithBottomNav> : content}</RequireMember>;
  };
const withNav = (Screen: Screen) =>
  function Navigable(props: any) {
    return (
      <WithBottomNav>
        <Screen {...props} />
      </WithBottomNav>
    );
  };

// Built once at module level: a component made during render would remount on every render.
const GuardedHome = member(HomePage, true);
const NavSearch = withNav(SearchPage);
const GuardedWishlist = member(WishlistPage, true);
const GuardedProfile = member(ProfilePage, true);
const GuardedCart = member(CartPage);
const GuardedOrderConfirmation = member(OrderConfirmationPage);

export function AppRoutes() {
  return (
    <>
      <RouteFocus />
      <Suspense fallback={<PageSkeleton />}>
        <Switch>
          <Route path="/" component={GuardedHome} />
          <Route path="/auth" component={AuthPage} />
          <Route path="/code-auth" component={CodeAuthPage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route path="/product/:id" component={ProductPage} />
          <Route path="/category/:slug" component={CategoryPage} />
          <Route path="/search" component={NavSearch} />
          <Route path="/wishlist" component={GuardedWishlist} />
          <Route path="/profile" component={GuardedProfile} />
          <Route path="/cart" component={GuardedCart} />
          <Route path="/order/:id/confirmation" component={GuardedOrderConfirmation} />
          <Route path={LEGAL_PAGE} component={LegalPage} />

          <Route path="/members/home" component={DashboardPage} />
          <Route path="/members/routines" component={RoutinesPage} />
          <Route path="/members/perks" component={PerksPage} />
          <Route path="/members/events" component={EventsPage} />
          <Route path="/members/help" component={HelpPage} />
          <Route path="/members/ai-coach" component={CoachPage} />
          <Route path="/members/account" component={AccountPage} />
          <Route path="/chat" component={ChatPage} />

          <Route path={CONSOLE} component={ConsoleRoutes} />

          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </>
  );
}
