import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RoutePath } from '../../src/domain/routes';
import type { PageProps } from './PageProps';

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * The page container of each route of the table, each its own lazily loaded chunk. A protected
 * route without an entry here shows the 'coming soon' page with its title and breadcrumbs.
 */
const LOADERS: Partial<Record<RoutePath, Loader>> = {
  '/gettingstarted': () => import('./general/MyOpenIssuesPage'),
  '/customdashboard': () => import('./dashboard/CustomDashboardPage'),
  '/login': () => import('./auth/LoginPage'),
  '/logindemo': () => import('./auth/LoginDemoPage'),
  '/register': () => import('./auth/RegisterPage'),
  '/forgotpassword': () => import('./auth/ForgotPasswordPage'),
  '/forgotpassword/:token': () => import('./auth/ResetPasswordPage'),
  '/pages/404': () => import('./status/NotFoundPage'),
  '/pages/500': () => import('./status/ServerErrorPage'),
  '/pages/accessdenied': () => import('./status/AccessDeniedPage'),
  // Users and roles
  '/users': () => import('./users/UsersPage'),
  '/users/create': () => import('./users/UserFormPage'),
  '/users/edit/:id': () => import('./users/UserFormPage'),
  '/assumeuser': () => import('./users/AssumeUserPage'),
  '/roles': () => import('./users/RolesPage'),
  '/roles/create': () => import('./users/RoleFormPage'),
  '/roles/edit/:id': () => import('./users/RoleFormPage'),
  '/users/userprofile/:id': () => import('./users/UserProfilePage'),
  '/usermanagement': () => import('./users/UserManagementPage'),
  '/permissions-sharing': () => import('./users/PermissionsSharingPage'),
  '/createduser': () => import('./users/CreatedUsersPage'),
  // Logs and feedback
  '/user-logs': () => import('./logs/UserLogsPage'),
  '/addsuggestions': () => import('./feedback/SuggestionAddPage'),
  '/suggestions': () => import('./feedback/SuggestionAddPage'),
  '/suggestions/list': () => import('./feedback/SuggestionListPage'),
  '/suggestions/edit/:id': () => import('./feedback/SuggestionEditPage'),
  '/flagerror/list': () => import('./feedback/FlaggedErrorListPage'),
  // Product and data imports
  '/newfeatures': () => import('./product/NewFeaturesPage'),
  '/newfeatures/create': () => import('./product/NewFeatureFormPage'),
  '/newfeatures/edit/:id': () => import('./product/NewFeatureFormPage'),
  '/productplanning': () => import('./product/ProductPlanningPage'),
  '/informixSchedule': () => import('./imports/InformixSchedulePage'),
  '/informixRunInfo': () => import('./imports/InformixRunInfoPage'),
  '/healthcheck': () => import('./system/HealthCheckPage'),
  // Business reports
  '/part-pick-status': () => import('./parts/PickStatusPage'),
  '/annual-parts-inventory-dashboard': () => import('./parts/AnnualInventoryDashboardPage'),
  '/annual-parts-inventory-adjustment': () => import('./parts/AnnualInventoryAdjustmentPage'),
  '/ar/transactiondetail': () => import('./accounting/TransactionDetailPage'),
  '/parts-research': () => import('./parts/PartsResearchPage'),
  '/binverification': () => import('./parts/BinVerificationPage'),
  '/rootcauseaction': () => import('./parts/RootCauseCodesPage'),
  '/scheduletypes': () => import('./service/ScheduleTypesPage'),
  '/laborguidehasskills': () => import('./service/LaborGuideSkillsPage'),
  '/techskills': () => import('./service/TechSkillsPage'),
  '/companyholidays': () => import('./service/CompanyHolidaysPage'),
  '/schedulertemplates': () => import('./service/SchedulerTemplatesPage'),
  '/scheduletimeoff': () => import('./service/TimeOffPage'),
  '/automatetechnicianrate': () => import('./service/TechnicianRatesPage'),
  '/techhasskills': () => import('./service/TechHasSkillsPage'),
  '/servicescheduler': () => import('./service/ServiceSchedulerPage'),
  '/service-throughput': () => import('./service/ServiceThroughputPage'),
  '/service-throughput/:brn': () => import('./service/ServiceThroughputPage'),
  '/customermobile/:id': () => import('./service/RepairStatusPage'),
  '/fordServiceScheduler': () => import('./service/FordBookingPage'),
  '/serviceSchedulerFord/create': () => import('./service/FordAppointmentCreatePage'),
  '/cycleAudit': () => import('./parts/CycleAuditPage'),
  '/cycleAuditDrill/:brnid/:cycle/:sdate/:incInvalid/:type': () => import('./parts/CycleAuditDrillPage'),
  '/CycleDetailReport': () => import('./parts/CycleDetailPage'),
  '/CycleDetailDrillReport': () => import('./parts/CycleDetailDrillPage'),
  '/vh-aging-report': () => import('./sales/VehicleAgingPage'),
  '/altec_sales': () => import('./sales/AltecRfqsPage'),
  '/customer-history': () => import('./customers/CustomerHistoryPage'),
  '/root-cause-analysis': () => import('./parts/RootCauseAnalysisPage'),
  '/root-cause-detail': () => import('./parts/RootCauseDetailPage'),
  '/shelflabelparts': () => import('./parts/ShelfLabelsPage'),
  '/root-cause-dashboard': () => import('./parts/RootCauseDashboardPage'),
  '/financial-report': () => import('./accounting/FinancialReportPage'),
  '/financial-report-date-range': () => import('./accounting/FinancialReportDateRangePage'),
  '/expense-dashboard': () => import('./accounting/ExpenseDashboardPage'),
  '/vehicle-sales-report': () => import('./sales/VehicleSalesPage'),
  '/flowiq': () => import('./general/FlowIqPage'),
  '/vehicle-sales-drill-report': () => import('./sales/VehicleSalesDrillPage'),
  '/finance-insurance-report': () => import('./sales/FinanceInsurancePage'),
  '/marketreport/all': () => import('./marketing/MarketReportsPage'),
  '/marketreport/:name': () => import('./marketing/MarketReportPage'),
  '/finance-insurance-drill-report': () => import('./sales/FinanceInsuranceDrillPage'),
  '/financial-report-trend': () => import('./accounting/FinancialReportTrendPage'),
  '/plcomparison': () => import('./accounting/PlComparisonPage'),
  '/ar/documentviewer': () => import('./accounting/DocumentViewerPage'),
  '/uncategorizedscanned': () => import('./accounting/UncategorizedScannedPage'),
  '/categorizedscanned': () => import('./accounting/CategorizedScannedPage'),
  '/ar/cashandcreditcollections': () => import('./accounting/CashAndCreditCollectionsPage'),
  '/ar/cashonhand': () => import('./accounting/CashOnHandPage'),
  '/ar/cashclearing': () => import('./accounting/CashClearingPage'),
  '/ar/cashclearing/detail': () => import('./accounting/CashClearingDetailPage'),
  '/ar/unreconcileddays/:page': () => import('./accounting/UnreconciledDaysPage'),
  '/ar/unreconcileddays/:page/details': () => import('./accounting/UnreconciledDayDetailsPage'),
  '/bankreconcillation': () => import('./accounting/BankReconciliationsPage'),
  '/bankreconcillation/filebyid/:id': () => import('./accounting/BankReconciliationPage'),
  '/wireauthorization': () => import('./accounting/WireAuthorizationsPage'),
  '/wireauthorization/create': () => import('./accounting/WireAuthorizationPage'),
  '/wireauthorization/edit/:id': () => import('./accounting/WireAuthorizationPage'),
  '/companypurchase': () => import('./accounting/CompanyPurchasesPage'),
  '/companypurchase/create': () => import('./accounting/CompanyPurchaseCreatePage'),
  '/companypurchase/edit/:id': () => import('./accounting/CompanyPurchasePage'),
  '/vendorinvoices': () => import('./accounting/VendorInvoicesPage'),
  '/automationShortcuts': () => import('./accounting/AutomationShortcutsPage'),
  '/ar/creditcardcollections/files': () => import('./accounting/CardSettlementFilesPage'),
  '/ar/creditcardcollections/filebyid/:id': () => import('./accounting/CardSettlementFilePage'),
  '/ar/creditcardcollections/gridview/details': () => import('./accounting/CardSettlementDetailsPage'),
  // Parts
  '/tickets/:brnId': () => import('./parts/TicketBoardPage'),
  '/UpdateTicketStatus': () => import('./parts/TicketStatusPage'),
  '/displaytickets': () => import('./parts/WaitingListPage'),
  // Header tools
  '/callback/microsoft': () => import('./account/MicrosoftCallbackPage'),
  '/profile': () => import('./account/MyProfilePage'),
};

const comingSoon = lazy(() => import('./status/ComingSoonPage'));
const pages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>(
  Object.entries(LOADERS).map(([path, load]) => [path, lazy(load)]),
);

/** Starts loading a route's page early, e.g. while the shell around it loads (no waterfall). */
export function preloadPage(path: string): void {
  void LOADERS[path as RoutePath]?.();
}

export function pageFor(path: string): LazyExoticComponent<ComponentType<PageProps>> {
  return pages.get(path) ?? comingSoon;
}
