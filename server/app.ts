import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { config } from 'zod/mini';
import { en } from 'zod/locales';
import { authRoutes } from './routes/auth';
import { feedbackRoutes } from './routes/feedback';
import { fileRoutes } from './routes/files';
import { headerToolRoutes } from './routes/headerTools';
import { microsoftRoutes } from './routes/microsoft';
import { systemRoutes } from './routes/system';
import { newFeatureRoutes } from './routes/newfeatures';
import { productPlanningRoutes } from './routes/productPlanning';
import { profileRoutes } from './routes/profile';
import { accountingRoutes } from './routes/accounting/generalLedger';
import { financialReportRoutes } from './routes/accounting/financialReport';
import { statementUnitsRoutes } from './routes/accounting/statementUnits';
import { expenseDashboardRoutes } from './routes/accounting/expenseDashboard';
import { vehicleSalesRoutes } from './routes/sales/vehicleSales';
import { flowRoutes } from './routes/flow/flow';
import { financeInsuranceRoutes } from './routes/sales/financeInsurance';
import { marketReportRoutes } from './routes/marketing/marketReports';
import { marketUploadRoutes } from './routes/marketing/marketUploads';
import { reviewFollowUpRoutes } from './routes/marketing/reviewFollowUps';
import { collectionsRoutes } from './routes/accounting/collections';
import { cashOnHandRoutes } from './routes/accounting/cashOnHand';
import { cashOnHandRunRoutes } from './routes/accounting/cashOnHandRuns';
import { cashClearingRoutes } from './routes/accounting/cashClearing';
import { cardReconciliationRoutes } from './routes/accounting/cardReconciliation';
import { bankReconciliationRoutes } from './routes/accounting/bankReconciliation';
import { unreconciledDaysRoutes } from './routes/accounting/unreconciledDays';
import { documentRoutes } from './routes/accounting/documents';
import { scannedDocumentRoutes } from './routes/accounting/scannedDocuments';
import { wireAuthorizationRoutes } from './routes/accounting/wireAuthorization';
import { companyPurchaseRoutes } from './routes/accounting/companyPurchase';
import { vendorInvoiceRoutes } from './routes/accounting/vendorInvoices';
import { automationShortcutsRoutes } from './routes/accounting/automationShortcuts';
import { partsPickRoutes } from './routes/parts/picks';
import { partsTicketRoutes } from './routes/parts/tickets';
import { partsResearchRoutes } from './routes/parts/research';
import { rootCauseAnalysisRoutes } from './routes/parts/rootCauseAnalysis';
import { rootCauseCodeRoutes } from './routes/parts/rootCauseCodes';
import { scheduleTypeRoutes } from './routes/service/scheduleTypes';
import { laborGuideRoutes } from './routes/service/laborGuide';
import { skillRoutes } from './routes/service/skills';
import { technicianSkillRoutes } from './routes/service/technicianSkills';
import { companyHolidayRoutes } from './routes/service/companyHolidays';
import { timeOffRoutes } from './routes/service/timeOff';
import { technicianRateRoutes } from './routes/service/technicianRates';
import { schedulerTemplateRoutes } from './routes/service/schedulerTemplates';
import { schedulerRoutes } from './routes/service/scheduler';
import { statusLinkRoutes } from './routes/service/statusLinks';
import { throughputRoutes } from './routes/service/throughput';
import { publicStatusRoutes } from './routes/service/publicStatus';
import { fordBookingPublicRoutes } from './routes/service/fordBookingPublic';
import { fordBookingRoutes } from './routes/service/fordBookings';
import { dashboardLayoutRoutes } from './routes/dashboard/layout';
import { cycleCountRoutes } from './routes/parts/cycleCounts';
import { cycleDetailRoutes } from './routes/parts/cycleDetail';
import { vehicleAgingRoutes } from './routes/sales/vehicleAging';
import { altecRfqRoutes } from './routes/sales/altecRfqs';
import { customerHistoryRoutes } from './routes/customers/customerHistory';
import { annualInventoryRoutes } from './routes/parts/annualInventory';
import { annualInventoryTagRoutes } from './routes/parts/annualInventoryTags';
import { binVerificationRoutes } from './routes/parts/binVerification';
import { rootCauseDashboardRoutes } from './routes/parts/rootCauseDashboard';
import { shelfLabelRoutes } from './routes/parts/shelfLabels';
import { ticketBoardRoutes } from './routes/parts/ticketsBoard';
import { importRoutes } from './routes/imports';
import { userLogRoutes } from './routes/userLogs';
import { auditRoutes } from './routes/audit';
import { userRoutes } from './routes/user';
import { usersAdminRoutes } from './routes/usersAdmin';
import type { AppEnv, Deps } from './http';
import { defaultBodyLimit } from './bodyLimits';
import { securityHeaders } from './securityHeaders';
import { describeError } from './errorLog';

// The shared schemas are zod/mini, which has no locale of its own: the 400 answers keep zod's English
// messages for the rules without a message of their own (classic zod sets the same on first use).
config(en());

/** The HTTP API under /api; the static app is mounted beside it by the entry point. */
export function createApi(deps: Deps) {
  // Every router carries its own guards on each route, so the order they are mounted in opens nothing.
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  api.use(defaultBodyLimit);
  api.route('/', systemRoutes);
  api.route('/', fileRoutes);
  api.route('/', authRoutes);
  api.route('/', feedbackRoutes);
  // Users and roles
  api.route('/', usersAdminRoutes);
  api.route('/', profileRoutes);
  // Logs and feedback
  api.route('/', userLogRoutes);
  api.route('/', auditRoutes);
  // Product and data imports
  api.route('/', newFeatureRoutes);
  api.route('/', productPlanningRoutes);
  api.route('/', importRoutes);
  // Business data from Excede
  api.route('/', accountingRoutes);
  api.route('/', financialReportRoutes);
  api.route('/', statementUnitsRoutes);
  api.route('/', expenseDashboardRoutes);
  api.route('/', vehicleSalesRoutes);
  api.route('/', flowRoutes);
  api.route('/', financeInsuranceRoutes);
  api.route('/', marketReportRoutes);
  api.route('/', marketUploadRoutes);
  api.route('/', reviewFollowUpRoutes);
  api.route('/', altecRfqRoutes);
  api.route('/', collectionsRoutes);
  api.route('/', cashOnHandRoutes);
  api.route('/', cashOnHandRunRoutes);
  api.route('/', cashClearingRoutes);
  api.route('/', cardReconciliationRoutes);
  api.route('/', bankReconciliationRoutes);
  api.route('/', unreconciledDaysRoutes);
  api.route('/', documentRoutes);
  api.route('/', scannedDocumentRoutes);
  api.route('/', wireAuthorizationRoutes);
  api.route('/', companyPurchaseRoutes);
  api.route('/', vendorInvoiceRoutes);
  api.route('/', automationShortcutsRoutes);
  api.route('/', partsTicketRoutes);
  api.route('/', partsPickRoutes);
  api.route('/', partsResearchRoutes);
  api.route('/', binVerificationRoutes);
  api.route('/', rootCauseDashboardRoutes);
  api.route('/', shelfLabelRoutes);
  api.route('/', rootCauseCodeRoutes);
  api.route('/', cycleCountRoutes);
  api.route('/', cycleDetailRoutes);
  api.route('/', vehicleAgingRoutes);
  api.route('/', customerHistoryRoutes);
  api.route('/', annualInventoryRoutes);
  api.route('/', annualInventoryTagRoutes);
  api.route('/', rootCauseAnalysisRoutes);
  api.route('/', ticketBoardRoutes);
  api.route('/', scheduleTypeRoutes);
  api.route('/', laborGuideRoutes);
  api.route('/', skillRoutes);
  api.route('/', technicianSkillRoutes);
  api.route('/', companyHolidayRoutes);
  api.route('/', timeOffRoutes);
  api.route('/', technicianRateRoutes);
  api.route('/', schedulerTemplateRoutes);
  api.route('/', schedulerRoutes);
  api.route('/', statusLinkRoutes);
  api.route('/', throughputRoutes);
  api.route('/', publicStatusRoutes);
  api.route('/', fordBookingPublicRoutes);
  api.route('/', fordBookingRoutes);
  api.route('/', dashboardLayoutRoutes);
  // Header tools
  api.route('/', headerToolRoutes);
  api.route('/', microsoftRoutes);
  api.route('/', userRoutes);
  // Whatever the headers: a path no router answered is a 404 here, never the app's page.
  api.all('*', (c) => c.json({ message: `No such API endpoint: ${c.req.method} ${c.req.path}` }, 404));
  const root = new Hono<AppEnv>();
  // On the root, not on the API router: a router with its own error handler has every route wrapped
  // when mounted, and uploadLimit is recognised by its handler (bodyLimits.ts).
  root.onError((error, c) => {
    if (error instanceof HTTPException) {
      return error.res ?? c.json({ message: error.message }, error.status);
    }
    console.error(`[api] ${c.req.method} ${c.req.path} failed: ${describeError(error)}`);
    return c.json({ message: 'An error occurred while fetching data.' }, 500);
  });
  root.use(securityHeaders(deps.config));
  root.use(closeAfterUnreadBody);
  return root.route('/api', api);
}

/**
 * An answer sent before the request's body was read (a 401, a 413 by its length, a bad id) leaves the
 * rest of that body on the connection. The connection is then closed after the answer, and the client
 * is told so, instead of being reused and cut while the server discards what is left.
 */
const closeAfterUnreadBody = createMiddleware(async (c, next) => {
  await next();
  const request = c.req.raw;
  const hasBody = Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding');
  if (hasBody && !request.bodyUsed) c.header('Connection', 'close');
});

