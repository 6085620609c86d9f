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
const AdminLoginPage = page(() => import('@client/features/admin/pages/login-page'));
const PennyDashboardPage = page(() => import('@client/features/admin/pages/dashboard-page'));
const QuizSubmissionsPage = page(() => import('@client/features/admin/pages/quiz-submissions-page'));
const AdminPanelPage = page(() => import('@client/features/admin/pages/admin-page'));
const AdminOrdersPage = page(() => import('@client/features/admin/pages/orders-page'));
const AdminOrderPage = page(() => import('@client/features/admin/pages/order-page'));
const AdminReturnsPage = page(() => import('@client/features/admin/pages/returns-page'));
const AdminProductsPage = page(() => import('@client/features/admin/pages/products-page'));
const AdminProductEditPage = page(() => import('@client/features/admin/pages/product-edit-page'));
const AdminProductImportPage = page(() => import('@client/features/admin/pages/product-import-page'));
const AdminCategoriesPage = page(() => import('@client/features/admin/pages/categories-page'));
const AdminDiscountsPage = page(() => import('@client/features/admin/pages/discounts-page'));
const AdminRewardsPage = page(() => import('@client/features/admin/pages/rewards-page'));
const AdminEventsPage = page(() => import('@client/features/admin/pages/events-page'));
const AdminFaqsPage = page(() => import('@client/features/admin/pages/faqs-page'));
const AdminTeamPage = page(() => import('@client/features/admin/pages/team-page'));
const AdminAuditPage = page(() => import('@client/features/admin/pages/audit-page'));
const InvitationPage = page(() => import('@client/features/admin/pages/invitation-page'));
const TwoStepPage = page(() => import('@client/features/admin/pages/two-step-page'));
const NotFoundPage = page(() => import('./not-found'));

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

          <Route path="/members/home" component={DashboardPage} />
          <Route path="/members/routines" component={RoutinesPage} />
          <Route path="/members/perks" component={PerksPage} />
          <Route path="/members/events" component={EventsPage} />
          <Route path="/members/help" component={HelpPage} />
          <Route path="/members/ai-coach" component={CoachPage} />
          <Route path="/members/account" component={AccountPage} />
          <Route path="/chat" component={ChatPage} />

          <Route path="/console/login" component={AdminLoginPage} />
          <Route path="/console/invitation" component={InvitationPage} />
          <Route path="/console/two-step" component={TwoStepPage} />
          <Route path="/console" component={PennyDashboardPage} />
          <Route path="/console/dashboard" component={PennyDashboardPage} />
          <Route path="/admin/penny-ai-dashboard" component={PennyDashboardPage} />
          <Route path="/admin/quiz-submissions" component={QuizSubmissionsPage} />
          <Route path="/admin/orders" component={AdminOrdersPage} />
          <Route path="/admin/orders/:id" component={AdminOrderPage} />
          <Route path="/admin/returns" component={AdminReturnsPage} />
          <Route path="/admin/products" component={AdminProductsPage} />
          <Route path="/admin/products/import" component={AdminProductImportPage} />
          <Route path="/admin/products/:id" component={AdminProductEditPage} />
          <Route path="/admin/categories" component={AdminCategoriesPage} />
          <Route path="/admin/discounts" component={AdminDiscountsPage} />
          <Route path="/admin/rewards" component={AdminRewardsPage} />
          <Route path="/admin/events" component={AdminEventsPage} />
          <Route path="/admin/faqs" component={AdminFaqsPage} />
          <Route path="/admin/team" component={AdminTeamPage} />
          <Route path="/admin/audit" component={AdminAuditPage} />
          <Route path="/admin" component={AdminPanelPage} />

          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </>
  );
}
