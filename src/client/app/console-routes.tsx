// The staff console's routes (decision 0505), loaded as one screen of the app's router: shoppers never download
// this table. Each console screen is still its own lazy chunk.
import { lazy, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';

const page = (load: () => Promise<{ default: ComponentType<any> }>) => lazy(load);

const AdminLoginPage = page(() => import('@client/features/admin/pages/login-page'));
const HomePage = page(() => import('@client/features/admin/pages/home-page'));
const PennyDashboardPage = page(() => import('@client/features/admin/pages/dashboard-page'));
const CustomersPage = page(() => import('@client/features/admin/pages/customers-page'));
const CustomerPage = page(() => import('@client/features/admin/pages/customer-page'));
const QuizSubmissionsPage = page(() => import('@client/features/admin/pages/quiz-submissions-page'));
const AdminPanelPage = page(() => import('@client/features/admin/pages/admin-page'));
const AdminOrdersPage = page(() => import('@client/features/admin/pages/orders-page'));
const AdminOrderPage = page(() => import('@client/features/admin/pages/order-page'));
const AdminReturnsPage = page(() => import('@client/features/admin/pages/returns-page'));
const AdminReviewsPage = page(() => import('@client/features/admin/pages/reviews-page'));
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
const AdminLegalPagesPage = page(() => import('@client/features/admin/pages/legal-pages-page'));
const NotFoundPage = page(() => import('./not-found'));

export default function ConsoleRoutes() {
  return (
    <Switch>
      <Route path="/console/login" component={AdminLoginPage} />
      <Route path="/console/invitation" component={InvitationPage} />
      <Route path="/console/two-step" component={TwoStepPage} />
      <Route path="/console" component={HomePage} />
      <Route path="/console/dashboard" component={PennyDashboardPage} />
      <Route path="/admin/penny-ai-dashboard" component={PennyDashboardPage} />
      <Route path="/admin/quiz-submissions" component={QuizSubmissionsPage} />
      <Route path="/admin/orders" component={AdminOrdersPage} />
      <Route path="/admin/returns" component={AdminReturnsPage} />
      <Route path="/admin/orders/:id" component={AdminOrderPage} />
      <Route path="/admin/customers" component={CustomersPage} />
      <Route path="/admin/customers/:id" component={CustomerPage} />
      <Route path="/admin/products" component={AdminProductsPage} />
      <Route path="/admin/reviews" component={AdminReviewsPage} />
      <Route path="/admin/products/import" component={AdminProductImportPage} />
      <Route path="/admin/products/:id" component={AdminProductEditPage} />
      <Route path="/admin/categories" component={AdminCategoriesPage} />
      <Route path="/admin/discounts" component={AdminDiscountsPage} />
      <Route path="/admin/rewards" component={AdminRewardsPage} />
      <Route path="/admin/events" component={AdminEventsPage} />
      <Route path="/admin/faqs" component={AdminFaqsPage} />
      <Route path="/admin/pages" component={AdminLegalPagesPage} />
      <Route path="/admin/team" component={AdminTeamPage} />
      <Route path="/admin/audit" component={AdminAuditPage} />
      <Route path="/admin" component={AdminPanelPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
