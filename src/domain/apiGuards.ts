import { AUDIT_PERMISSION } from './auditTrail';
import { STATUS_LINK_SENDERS } from './service/statusLinks';
import { FLOW_READERS } from './flow/flows';
import type { PermissionName } from './permissions';
import type { RestrictedEntry } from './routes';

/**
 * Who may call each endpoint of the API: the one place the server's checks come from. Every route the
 * server mounts names its entry here (`guard('GET /users/list')`), and a test fails when a mounted route
 * has no entry, an entry has no route, or a route answers without its check.
 */
export type ApiGuard =
  /** Anyone: sign-in, registration, the health check, signed file links. */
  | { readonly access: 'open' }
  /** Anyone; a bearer token, when sent, must be live and identifies the caller. */
  | { readonly access: 'openOrSignedIn' }
  /** A live session, whatever its permissions. */
  | { readonly access: 'signedIn' }
  /** A live session holding one of these permissions (and the employee-limited entry, when named). */
  | { readonly access: 'permission'; readonly anyOf: readonly PermissionName[]; readonly restricted?: RestrictedEntry };

const OPEN = { access: 'open' } as const;
const OPEN_OR_SIGNED_IN = { access: 'openOrSignedIn' } as const;
const SIGNED_IN = { access: 'signedIn' } as const;
const anyOf = (...names: PermissionName[]) => ({ access: 'permission', anyOf: names }) as const;

/** Who administers users, and who administers roles: they read the lists the forms pick from. */
export const USER_ADMIN: readonly PermissionName[] = ['can view users', 'can create user', 'can update user'];
export const ROLE_ADMIN: readonly PermissionName[] = ['can view roles', 'can create role', 'can update role'];
const FEATURE_ADMIN = anyOf('can view whatsnew features');
const PLANNING = anyOf('can view product planning');
const COLLECTIONS = anyOf('can view cash and credit collections');
const CASH_ON_HAND = anyOf('can view cash on hand');
const CREDIT_CARD = anyOf('can view credit card');
/** The shortcuts' own permission; each job also needs its own screen's (server/routes/accounting/automationShortcuts.ts). */
const AUTOMATION = anyOf('can view accounting automation shortcuts');
const BANK_RECONCILIATION = anyOf('can view bank reconcillation');
const UNRECONCILED_DAYS = anyOf('can view cash clearing');
const WIRES = anyOf('can view wire authorization');
const WIRE_REQUEST = anyOf('can create wire authorization');
const WIRE_APPROVER = anyOf('can approve wire authorization');
const PURCHASES = anyOf('can view company purchase');
const ALTEC_SALES = anyOf('can view altec sales');
const PURCHASE_REQUEST = anyOf('can create company purchase', 'can update company purchase');
const PURCHASE_CHANGE = anyOf('can update company purchase');
const PURCHASE_APPROVER = anyOf('can approve company purchase');
const VENDOR_INVOICES = anyOf('can view vendor invoices');
/** The parts counter's queue (/displaytickets), and one ticket's status (/UpdateTicketStatus, either reading of its permission). */
const WAITING_LIST = anyOf('can view waiting list');
const TICKET_WORK = anyOf('can view waiting list', 'can update ticket status', 'can view ticket status');
/** Pick lists (/part-pick-status): the route's permission, either reading of the ticket status's and the menu's own. */
const PICK_STATUS = anyOf('can update ticket status', 'can view ticket status', 'can view parts pickup status');
const PARTS_RESEARCH = anyOf('can view parts research');
const ROOT_CAUSE_CODES = anyOf('can view and update action and reason');
const COMPANY_HOLIDAYS = anyOf('can view company holidays');
const TIME_OFF = anyOf('can view schedule timeoff');
const TECHNICIAN_RATES = anyOf('can view update technician rate');
const SCHEDULER_TEMPLATES = anyOf('can view scheduler templates');
const SCHEDULER_BOARD = anyOf('can view service scheduler');
const CYCLE_AUDIT = anyOf('can view cycle audit report');
const CYCLE_DETAIL = anyOf('can view cycle detail report');
const VEHICLE_AGING = anyOf('can view vh aging report');
const CUSTOMER_HISTORY = anyOf('can view customer history');
const INVENTORY_DASHBOARD = anyOf('can view annual parts inventory dashboard');
const INVENTORY_ADJUSTMENT = anyOf('can view annual parts inventory adjustment');
const BIN_VERIFICATION = anyOf('can view bin verification');
const ROOT_CAUSE_ANALYSIS = anyOf('can view root cause analysis');
const ROOT_CAUSE_DETAIL = anyOf('can view root cause details');
const SHELF_LABELS = anyOf('can view shelf label parts');
const SCHEDULE_TYPES = anyOf('can view schedule types');
const LABOR_GUIDE = anyOf('can view labor guide/skill link');
const TECH_SKILLS = anyOf('can view tech skills');
const TECH_SKILL_LINKS = anyOf('can view tech/skill link');
const FORD_BOOK = anyOf('can view ford service scheduler');

/** Keys are 'METHOD /path' as mounted under /api; several methods on one path are 'PUT,POST /path'. */
export const API_GUARDS = {
  // System and session
  'GET /healthcheck': OPEN,
  'POST /checkversion': SIGNED_IN,
  'POST /addUserActivityLogs': SIGNED_IN,
  'GET /files/:folder/:name': OPEN,
  'POST /login': OPEN,
  'POST /logout': SIGNED_IN,
  'POST /register': OPEN,
  'POST /forgotpassword': OPEN,
  'POST /forgotpassword/reset': OPEN,
  'GET /logindemo/accounts': OPEN,
  'GET /user/refresh': SIGNED_IN,
  'GET /user/permission/list': SIGNED_IN,
  'GET /user/preference': SIGNED_IN,
  'POST /user/preference': SIGNED_IN,
  'POST /user/preference/reset': SIGNED_IN,
  'POST /landingPage': SIGNED_IN,
  // The caller's own account (/profile): every signed-in user, whatever their permissions.
  'GET /profile': SIGNED_IN,
  'PUT /profile': SIGNED_IN,
  'POST /profile/password': SIGNED_IN,
  'POST /profile/image': SIGNED_IN,

  // Feedback
  'GET /my-open-issues': SIGNED_IN,
  // My dashboard: every signed-in user's own; each widget's data comes from its screen's endpoint, under that endpoint's rule.
  'GET /dashboard/layout': SIGNED_IN,
  'PUT /dashboard/layout': SIGNED_IN,
  'POST /dashboard/layout/reset': SIGNED_IN,
  'POST /suggestions': OPEN_OR_SIGNED_IN,
  'GET /suggestions': anyOf('can view all suggestions'),
  'GET /suggestions/:id': anyOf('can view all suggestions', 'can update suggestions status'),
  'PUT /suggestions/:id': anyOf('can update suggestions status'),
  'GET /flag-error/list': anyOf('can view flag errors'),
  'PUT /flag-error/:id': anyOf('can view flag errors'),

  // Users and roles
  'GET /permission/list': anyOf(...ROLE_ADMIN, ...USER_ADMIN),
  'GET /role/list': anyOf(...ROLE_ADMIN, ...USER_ADMIN),
  'GET /roles/detail/:id': anyOf(...ROLE_ADMIN),
  'POST /roles/create': anyOf('can create role'),
  'PUT,POST /roles/update/:id': anyOf('can update role'),
  'DELETE /roles/delete/:id': anyOf('can update role'),
  // Signed in: going back to one's own account needs no permission; assuming checks it (src/domain/assumeUser.ts).
  'POST /user/assume': SIGNED_IN,
  'GET /users/list': anyOf(...USER_ADMIN, 'can assume user'),
  'GET /users/detail/:id': anyOf(...USER_ADMIN),
  'GET /branch/list': anyOf(...USER_ADMIN),
  'POST /users/create': anyOf('can create user'),
  'PUT,POST /users/update/:id': anyOf('can update user'),
  'GET /users/profile/:id': anyOf('can update user', 'can view users'),
  'POST /users/profile-image/:id': anyOf('can update user'),
  'GET /users/:id/approval-authorities': anyOf('can update user', 'can view users'),
  'PUT /users/:id/approval-authorities/:kind': anyOf('can update user'),
  'DELETE /users/:id/approval-authorities/:kind': anyOf('can update user'),
  // Signed in: a user's own image, or anyone's for a user administrator (checked in the handler).
  'POST /newfeatures/getDocumentSASUrlGen': SIGNED_IN,
  'POST /users/bulk': anyOf('can update user'),
  'POST /users/permissions-sharing/preview': anyOf('can update user'),
  'POST /users/permissions-sharing/apply': anyOf('can update user'),
  'GET /user/excede/list': anyOf('can create user', 'can update user'),
  'GET /user/branch/excede/:employeeId': anyOf('can create user', 'can update user'),
  'GET /createduser/list': anyOf('can view automated created user'),
  'POST /createduser/run': anyOf('can create user'),
  'GET /createduser/claims': anyOf('can view automated created user'),
  'POST /createduser/claims/:id/settle': anyOf('can update user'),

  // Logs and the audit trail
  'GET /user-logs': anyOf('can view user logs'),
  'GET /user-logs/filters': anyOf('can view user logs'),
  'GET /audit': anyOf(AUDIT_PERMISSION),
  'GET /audit/filters': anyOf(AUDIT_PERMISSION),

  // Product: What's new and planning
  'GET /newfeatures': SIGNED_IN,
  'POST /newfeatures/seen': SIGNED_IN,
  'POST /newfeatures/getDocumentSASUrl': SIGNED_IN,
  'POST /newfeatures/whatsnewlog': SIGNED_IN,
  'GET /newfeatures/admin': FEATURE_ADMIN,
  'GET /newfeatures/admin/:id': FEATURE_ADMIN,
  'GET /newfeatures/permissions': FEATURE_ADMIN,
  'POST /newfeatures': FEATURE_ADMIN,
  'PUT,POST /newfeatures/:id{[0-9]+}': FEATURE_ADMIN,
  'GET /productplanning': PLANNING,
  'POST /productplanning': PLANNING,
  'PUT /productplanning/:id': PLANNING,
  'POST /productplanning/:id/move': PLANNING,
  'DELETE /productplanning/:id': PLANNING,

  // Excede imports
  'GET /informix/jobs': anyOf('can view informix schedule'),
  'PUT /informix/jobs/:id': anyOf('can update informix schedule'),
  'POST /informix/jobs/:id/run': anyOf('can update informix schedule'),
  'GET /informix/runs': { access: 'permission', anyOf: ['can view informix schedule'], restricted: 'informix' },
  'GET /informix/tables': anyOf('can view informix schedule'),
  // Accounting (business lists: the user's branches only, src/domain/listQuery.ts)
  'GET /accounting/gl-lines': anyOf('can view transaction detail'),
  'GET /accounting/gl-totals': anyOf('can view financial report', 'can view expense dashboard', 'can view pl comparison'),
  // The financial statement of the financial reports and the P&L comparison; budgets uploaded by accounting.
  'GET /accounting/financial-statement': anyOf('can view financial report', 'can view pl comparison'),
  'POST /accounting/budgets': anyOf('can view financial report'),
  'GET /accounting/statement-units': anyOf('can view pl comparison'),
  // The expense dashboard's tiles and charts, and its grid of accounts (the user's branches only).
  'GET /accounting/expense-dashboard': anyOf('can view expense dashboard'),
  'GET /accounting/expense-dashboard/accounts': anyOf('can view expense dashboard'),
  // FlowIQ (/flowiq, which needs no permission of its own): a flow's summary and a step's items; each flow checks its area's readers (src/domain/flow/flows.ts).
  'GET /flow/:flow': anyOf(...FLOW_READERS),
  'GET /flow/:flow/items': anyOf(...FLOW_READERS),
  // The vehicle sales report's tiles and charts, its groups, and the deals a figure drills to (the user's branches only).
  'GET /sales/vehicle-sales': anyOf('can view vehicle sales report'),
  'GET /sales/vehicle-sales/groups': anyOf('can view vehicle sales report'),
  'GET /sales/vehicle-sales/deals': anyOf('can view vehicle sales drill report'),
  // The F&I report's managers and the deals with products its figures drill to (the user's branches only).
  'GET /sales/finance-insurance': anyOf('can view finance and insurance report'),
  'GET /sales/finance-insurance/managers': anyOf('can view finance and insurance report'),
  'GET /sales/finance-insurance/deals': anyOf('can view finance and insurance drill report'),
  // The market reports: a tile per report, a report's figures, its upload and template, a review's follow-up (the user's branches only).
  'GET /marketing/reports': anyOf('can view market report'),
  'GET /marketing/reports/:name': anyOf('can view market report'),
  'GET /marketing/reports/:name/template': anyOf('can view market report'),
  'POST /marketing/reports/:name/uploads': anyOf('can view market report'),
  'PUT /marketing/reviews/:reviewId/follow-up': anyOf('can view market report'),
  // Transaction Detail's record and the document viewer: the record's branch as well as the route's permission.
  'GET /accounting/transaction': anyOf('can view transaction detail'),
  'GET /documents': anyOf('can view transaction detail'),
  'GET /documents/:id': anyOf('can view transaction detail'),
  'GET /documents/:id/file': anyOf('can view transaction detail'),
  'POST /documents/scans': anyOf('can view transaction detail'),
  'DELETE /documents/:id': anyOf('can view transaction detail'),
  // Scanned documents: the inbox (typed, linked, split, turned, re-routed, recycled and filed) and the archive of filed ones.
  'GET /accounting/scanned-documents': anyOf('can view categorized scanned'),
  'GET /accounting/scanned-documents/:id/file': anyOf('can view uncategorized scanned', 'can view categorized scanned'),
  'GET /accounting/scanned-documents/inbox': anyOf('can view uncategorized scanned'),
  'POST /accounting/scanned-documents/upload': anyOf('can view uncategorized scanned'),
  'POST /accounting/scanned-documents/categorize': anyOf('can view uncategorized scanned'),
  'PATCH /accounting/scanned-documents/:id': anyOf('can view uncategorized scanned'),
  'POST /accounting/scanned-documents/:id/rotate': anyOf('can view uncategorized scanned'),
  'POST /accounting/scanned-documents/:id/split': anyOf('can view uncategorized scanned'),
  'POST /accounting/scanned-documents/:id/reroute': anyOf('can view uncategorized scanned'),
  'POST /accounting/scanned-documents/:id/recycle': anyOf('can view uncategorized scanned'),
  'POST /accounting/scanned-documents/:id/restore': anyOf('can view uncategorized scanned'),
  'POST /accounting/scanned-documents/:id/file': anyOf('can view uncategorized scanned'),
  // Cash and credit collections: receipts, past-due accounts, and the calls, promises and collectors staff record.
  'GET /accounting/collections/receipts': COLLECTIONS,
  'GET /accounting/collections/receipts/by-day': COLLECTIONS,
  'GET /accounting/collections/past-due': COLLECTIONS,
  'GET /accounting/collections/dso': COLLECTIONS,
  'GET /accounting/collections/collectors': COLLECTIONS,
  'POST /accounting/collections/calls': COLLECTIONS,
  'PUT /accounting/collections/accounts': COLLECTIONS,
  'POST /accounting/collections/hold-requests': COLLECTIONS,
  'POST /accounting/collections/hold-requests/:id/decision': COLLECTIONS,
  'POST /accounting/collections/statements': COLLECTIONS,
  // Cash on hand: funds, counts, paid-outs; a sign-off also needs an approval authority (src/domain/approvals.ts).
  'GET /accounting/cash-on-hand/funds': CASH_ON_HAND,
  'GET /accounting/cash-on-hand/summary': CASH_ON_HAND,
  'GET /accounting/cash-on-hand/funds/:id': CASH_ON_HAND,
  'POST /accounting/cash-on-hand/funds': CASH_ON_HAND,
  'PUT /accounting/cash-on-hand/funds/:id': CASH_ON_HAND,
  'POST /accounting/cash-on-hand/funds/:id/counts': CASH_ON_HAND,
  'POST /accounting/cash-on-hand/funds/:id/paid-outs': CASH_ON_HAND,
  'POST /accounting/cash-on-hand/counts/:id/sign-off': CASH_ON_HAND,
  'POST /accounting/cash-on-hand/counts/:id/reject': CASH_ON_HAND,
  'PUT /accounting/cash-on-hand/threshold': CASH_ON_HAND,
  'POST /accounting/cash-on-hand/deposit-runs': CASH_ON_HAND,
  'POST /accounting/cash-on-hand/funds/:id/replenishments': CASH_ON_HAND,
  'GET /accounting/cash-on-hand/funds/:id/count-sheet': CASH_ON_HAND,
  // Cash clearing: the days and the matching need the screen's permission; the detail's lines, the detail route's.
  'GET /accounting/cash-clearing': anyOf('can view cash clearing'),
  'GET /accounting/cash-clearing/overview': anyOf('can view cash clearing'),
  'GET /accounting/cash-clearing/detail': anyOf('can view transaction detail'),
  'POST /accounting/cash-clearing/matches': anyOf('can view cash clearing'),
  'POST /accounting/cash-clearing/matches/:id/unmatch': anyOf('can view cash clearing'),
  'PUT /accounting/cash-clearing/matches/:id/note': anyOf('can view cash clearing'),
  'POST /accounting/cash-clearing/flags': anyOf('can view cash clearing'),
  'POST /accounting/cash-clearing/flags/:id/clear': anyOf('can view cash clearing'),
  'POST /accounting/cash-clearing/day-notes': anyOf('can view cash clearing'),
  'PUT /accounting/cash-clearing/day-notes/:id': anyOf('can view cash clearing'),
  'DELETE /accounting/cash-clearing/day-notes/:id': anyOf('can view cash clearing'),
  // Card reconciliation: settlement files, their lines' matches and classifications; the branch-day grid as Credit Card Details.
  'GET /accounting/automation/jobs': AUTOMATION,
  'GET /accounting/automation/runs': AUTOMATION,
  'POST /accounting/automation/jobs/:job/runs': AUTOMATION,
  'POST /accounting/automation/jobs/:job/subscription': AUTOMATION,
  'DELETE /accounting/automation/subscriptions/:id': AUTOMATION,
  'GET /accounting/card-settlements/files': CREDIT_CARD,
  'POST /accounting/card-settlements/files': CREDIT_CARD,
  'GET /accounting/card-settlements/files/:id': CREDIT_CARD,
  'DELETE /accounting/card-settlements/files/:id': CREDIT_CARD,
  'POST /accounting/card-settlements/files/:id/auto-match': CREDIT_CARD,
  'GET /accounting/card-settlements/lines/:id/receipts': CREDIT_CARD,
  'POST /accounting/card-settlements/lines/:id/match': CREDIT_CARD,
  'POST /accounting/card-settlements/lines/:id/unmatch': CREDIT_CARD,
  'PUT /accounting/card-settlements/lines/:id/classification': CREDIT_CARD,
  'POST /accounting/card-settlements/files/:id/reparse': CREDIT_CARD,
  'GET /accounting/card-settlements/charts': anyOf('can view transaction detail'),
  'GET /accounting/card-settlements/days': anyOf('can view transaction detail'),
  'GET /accounting/bank-statements': BANK_RECONCILIATION,
  'POST /accounting/bank-statements': BANK_RECONCILIATION,
  'GET /accounting/bank-statements/:id': BANK_RECONCILIATION,
  'POST /accounting/bank-statements/:id/auto-match': BANK_RECONCILIATION,
  'POST /accounting/bank-statements/:id/matches': BANK_RECONCILIATION,
  'DELETE /accounting/bank-statements/:id/matches/:matchId': BANK_RECONCILIATION,
  'PUT /accounting/bank-statements/:id/lines/:lineId/needs-entry': BANK_RECONCILIATION,
  'POST /accounting/bank-statements/:id/complete': BANK_RECONCILIATION,
  'POST /accounting/bank-statements/:id/approve': BANK_RECONCILIATION,
  // Company purchases: requesters draft and submit, approvers approve or reject tier by tier, purchasing orders, receives and closes.
  'GET /accounting/company-purchases': PURCHASES,
  'GET /accounting/company-purchases/overview': PURCHASES,
  'GET /accounting/company-purchases/vendors': PURCHASE_REQUEST,
  'GET /accounting/company-purchases/split-check': PURCHASE_REQUEST,
  'GET /accounting/company-purchases/:id': PURCHASES,
  'GET /accounting/company-purchases/:id/quotes/:quoteId': PURCHASES,
  'POST /accounting/company-purchases': anyOf('can create company purchase'),
  'PUT /accounting/company-purchases/:id': PURCHASE_CHANGE,
  'POST /accounting/company-purchases/:id/submit': PURCHASE_REQUEST,
  'POST /accounting/company-purchases/:id/quotes': PURCHASE_REQUEST,
  'POST /accounting/company-purchases/:id/approve': PURCHASE_APPROVER,
  'POST /accounting/company-purchases/:id/reject': PURCHASE_APPROVER,
  'POST /accounting/company-purchases/:id/issue': PURCHASE_CHANGE,
  'POST /accounting/company-purchases/:id/receive': PURCHASE_CHANGE,
  'POST /accounting/company-purchases/:id/close': PURCHASE_CHANGE,
  // Wires: requesters draft, submit, release and confirm; approving and rejecting need the approver's permission.
  'GET /accounting/wires': WIRES,
  'GET /accounting/wires/overview': WIRES,
  'GET /accounting/wires/:id': WIRES,
  'POST /accounting/wires': WIRE_REQUEST,
  'PUT /accounting/wires/:id': WIRE_REQUEST,
  'POST /accounting/wires/:id/submit': WIRE_REQUEST,
  'POST /accounting/wires/:id/approve': WIRE_APPROVER,
  'POST /accounting/wires/:id/reject': WIRE_APPROVER,
  'POST /accounting/wires/:id/release': WIRE_REQUEST,
  'POST /accounting/wires/:id/confirm': WIRE_REQUEST,
  'POST /accounting/wires/:id/cancel': WIRE_REQUEST,
  'GET /accounting/wires/:id/attachments': WIRES,
  'POST /accounting/wires/:id/attachments': WIRE_REQUEST,
  'GET /accounting/wires/:id/attachments/:attachmentId': WIRES,
  'DELETE /accounting/wires/:id/attachments/:attachmentId': WIRE_REQUEST,
  'GET /accounting/wire-beneficiaries': WIRES,
  'POST /accounting/wire-beneficiaries': WIRE_REQUEST,
  'PUT /accounting/wire-beneficiaries/:id': WIRE_REQUEST,
  'POST /accounting/wire-beneficiaries/:id/callback': WIRE_REQUEST,
  'GET /accounting/vendor-invoices': VENDOR_INVOICES,
  'POST /accounting/vendor-invoices': VENDOR_INVOICES,
  'GET /accounting/vendor-invoices/summary': VENDOR_INVOICES,
  'GET /accounting/vendor-invoices/vendors': VENDOR_INVOICES,
  'GET /accounting/vendor-invoices/:id': VENDOR_INVOICES,
  'POST /accounting/vendor-invoices/:id/steps': VENDOR_INVOICES,
  // Unreconciled days: the route names no permission, so its breadcrumb parent's (Cash Clearing); each stream also needs
  // the permission of the screen its items come from (src/domain/accounting/unreconciledDays.ts STREAMS, checked in the handler).
  'GET /accounting/unreconciled-days/:stream': UNRECONCILED_DAYS,
  'GET /accounting/unreconciled-days/:stream/calendar': UNRECONCILED_DAYS,
  'GET /accounting/unreconciled-days/:stream/day': UNRECONCILED_DAYS,
  'PUT /accounting/unreconciled-days/:stream/day/owner': UNRECONCILED_DAYS,
  'POST /accounting/unreconciled-days/:stream/day/reconcile': UNRECONCILED_DAYS,
  'POST /accounting/unreconciled-days/:stream/explanations': UNRECONCILED_DAYS,
  'PUT /accounting/unreconciled-days/:stream/explanations/:id': UNRECONCILED_DAYS,
  'POST /accounting/unreconciled-days/:stream/explanations/:id/approve': UNRECONCILED_DAYS,

  // The parts counter's waiting list; its TV board (/tickets/{brnId}) is open and shows no one's full name.
  'GET /parts/tickets': WAITING_LIST,
  'GET /parts/tickets/stream': TICKET_WORK,
  'GET /parts/tickets/:id': TICKET_WORK,
  'POST /parts/tickets': WAITING_LIST,
  'POST /parts/tickets/call-next': WAITING_LIST,
  'POST /parts/tickets/:id/take': TICKET_WORK,
  'POST /parts/tickets/:id/status': TICKET_WORK,
  'POST /parts/tickets/:id/note': TICKET_WORK,
  'GET /parts/board/:brnId': OPEN,
  'GET /parts/board/:brnId/stream': OPEN,
  'GET /parts/picks': PICK_STATUS,
  'GET /parts/picks/tiles': PICK_STATUS,
  'GET /parts/picks/:id': PICK_STATUS,
  'POST /parts/picks': PICK_STATUS,
  'POST /parts/picks/:id/assign': PICK_STATUS,
  'POST /parts/picks/:id/lines/:lineId': PICK_STATUS,
  'POST /parts/picks/:id/deliver': PICK_STATUS,
  // Parts Research: a part found by number, description or bin; its stock at every branch, its sales at the user's.
  'GET /parts/research/search': PARTS_RESEARCH,
  'GET /parts/research/:partNo': PARTS_RESEARCH,
  'POST /parts/research/:partNo/lost-sale': PARTS_RESEARCH,
  'POST /parts/shelf-labels/preview': SHELF_LABELS,
  'POST /parts/shelf-labels/pdf': SHELF_LABELS,
  'POST /parts/shelf-labels/zpl': SHELF_LABELS,
  // Bin verification (/binverification): exceptions of the user's branches and what staff record of them.
  'GET /parts/bin-verifications': BIN_VERIFICATION,
  'GET /parts/bin-verifications/counts': BIN_VERIFICATION,
  'POST /parts/bin-verifications': BIN_VERIFICATION,
  'POST /parts/bin-verifications/:id/found': BIN_VERIFICATION,
  'POST /parts/bin-verifications/:id/task': BIN_VERIFICATION,
  'POST /parts/bin-verifications/:id/task/done': BIN_VERIFICATION,
  'POST /parts/bin-verifications/:id/verify': BIN_VERIFICATION,
  // The reason and action codes of root cause analysis (/rootcauseaction): one table for every branch.
  'GET /parts/root-cause-codes': ROOT_CAUSE_CODES,
  'POST /parts/root-cause-codes': ROOT_CAUSE_CODES,
  'PUT /parts/root-cause-codes/:id': ROOT_CAUSE_CODES,
  'POST /parts/root-cause-codes/:id/active': ROOT_CAUSE_CODES,
  'POST /parts/root-cause-codes/:id/move': ROOT_CAUSE_CODES,
  'DELETE /parts/root-cause-codes/:id': ROOT_CAUSE_CODES,
  // Company holidays (/companyholidays): a year's holidays of the user's branches, changed from today on.
  'GET /service/company-holidays': COMPANY_HOLIDAYS,
  'POST /service/company-holidays': COMPANY_HOLIDAYS,
  'PUT /service/company-holidays/:id': COMPANY_HOLIDAYS,
  'DELETE /service/company-holidays/:id': COMPANY_HOLIDAYS,
  'POST /service/company-holidays/copy': COMPANY_HOLIDAYS,
  // Technicians' time off (/scheduletimeoff): requested, then decided by a service manager (approval kind technician-time-off).
  'GET /service/time-off': TIME_OFF,
  'GET /service/time-off/technicians': TIME_OFF,
  'GET /service/time-off/:id': TIME_OFF,
  'POST /service/time-off': TIME_OFF,
  'POST /service/time-off/:id/decision': TIME_OFF,
  // Service throughput (/service-throughput, /service-throughput/{brn}): the figures, a branch's technicians, the ROs behind a tile.
  'GET /service/throughput': anyOf('can view service throughput'),
  'GET /service/throughput/ros': anyOf('can view service throughput'),
  'GET /service/throughput/:brn': anyOf('can view service throughput'),
  // Technicians' labor cost rates (/automatetechnicianrate): proposed, submitted, approved by a service manager or the GM.
  'GET /service/technician-rates': TECHNICIAN_RATES,
  'GET /service/technician-rates/technicians/:empId': TECHNICIAN_RATES,
  'POST /service/technician-rates/preview': TECHNICIAN_RATES,
  'POST /service/technician-rates/batches': TECHNICIAN_RATES,
  'POST /service/technician-rates': TECHNICIAN_RATES,
  'PUT /service/technician-rates/:id': TECHNICIAN_RATES,
  'POST /service/technician-rates/submit': TECHNICIAN_RATES,
  'POST /service/technician-rates/decision': TECHNICIAN_RATES,
  // Scheduler templates (/schedulertemplates): shift patterns applied to a range of days as technicians' shifts.
  'GET /service/scheduler-templates': SCHEDULER_TEMPLATES,
  'POST /service/scheduler-templates': SCHEDULER_TEMPLATES,
  'PUT /service/scheduler-templates/:id': SCHEDULER_TEMPLATES,
  'POST /service/scheduler-templates/:id/copy': SCHEDULER_TEMPLATES,
  'POST /service/scheduler-templates/:id/preview': SCHEDULER_TEMPLATES,
  'POST /service/scheduler-templates/:id/apply': SCHEDULER_TEMPLATES,
  // The scheduler board (/servicescheduler): a branch's day or week, the dispatcher's moves, and its live stream.
  'GET /service/scheduler': SCHEDULER_BOARD,
  'GET /service/scheduler/live': SCHEDULER_BOARD,
  'POST /service/scheduler/entries': SCHEDULER_BOARD,
  'PATCH /service/scheduler/entries/:id': SCHEDULER_BOARD,
  'POST /service/scheduler/entries/:id/split': SCHEDULER_BOARD,
  'PATCH /service/scheduler/entries/:id/status': SCHEDULER_BOARD,
  'DELETE /service/scheduler/entries/:id': SCHEDULER_BOARD,
  // The customer's repair-status page: staff make a link for an RO (from customer history or the Ford appointment book) and write
  // its customer-facing notes; the page itself reads an open, rate-limited answer by the link's token.
  'POST /service/status-links': anyOf(...STATUS_LINK_SENDERS),
  'POST /service/status-links/notes': anyOf(...STATUS_LINK_SENDERS),
  'POST /service/status-links/revoke': anyOf(...STATUS_LINK_SENDERS),
  'GET /public/status/:token': OPEN,
  // Ford commercial service booking: the public form's branches, free slots and request (rate-limited, honeypot).
  'GET /public/ford/branches': OPEN,
  'GET /public/ford/slots': OPEN,
  'POST /public/ford/bookings': OPEN,
  // The Ford appointment book (/serviceSchedulerFord): a day's bookings, one, and staff's moves of it.
  'GET /service/ford-bookings': FORD_BOOK,
  'GET /service/ford-bookings/:id': FORD_BOOK,
  'POST /service/ford-bookings': FORD_BOOK,
  'POST /service/ford-bookings/:id/status': FORD_BOOK,
  'POST /service/ford-bookings/:id/reschedule': FORD_BOOK,
  'POST /service/ford-bookings/:id/ro': FORD_BOOK,
  // Cycle counts (/cycleAudit, /cycleAuditDrill): the cycles, counting blind, recounts and adjustment decisions.
  'GET /parts/cycle-counts': CYCLE_AUDIT,
  'GET /parts/cycle-counts/summary': CYCLE_AUDIT,
  'GET /parts/cycle-counts/lines': CYCLE_AUDIT,
  'GET /parts/cycle-counts/cycle': CYCLE_AUDIT,
  'GET /parts/cycle-counts/:id/sheet': CYCLE_AUDIT,
  'POST /parts/cycle-counts': CYCLE_AUDIT,
  'POST /parts/cycle-counts/:id/lines/:lineId/count': CYCLE_AUDIT,
  'POST /parts/cycle-counts/:id/lines/:lineId/recount': CYCLE_AUDIT,
  'POST /parts/cycle-counts/:id/status': CYCLE_AUDIT,
  'POST /parts/cycle-counts/:id/decisions': CYCLE_AUDIT,
  // /CycleDetailReport and its drill: counted lines and approved adjustments, their tie-out to the GL, a part's counts and movements.
  'GET /parts/cycle-detail': CYCLE_DETAIL,
  'GET /parts/cycle-detail/tie-out': CYCLE_DETAIL,
  'GET /parts/cycle-detail/drill': CYCLE_DETAIL,
  // Customer history (/customer-history): the search, the customers viewed last, a customer's header and each tab's list.
  'GET /customers/history/search': CUSTOMER_HISTORY,
  'GET /customers/history/recent': CUSTOMER_HISTORY,
  'GET /customers/history/:cusId': CUSTOMER_HISTORY,
  'GET /customers/history/:cusId/invoices': CUSTOMER_HISTORY,
  'GET /customers/history/:cusId/ros': CUSTOMER_HISTORY,
  'GET /customers/history/:cusId/units': CUSTOMER_HISTORY,
  'GET /customers/history/:cusId/deals': CUSTOMER_HISTORY,
  'GET /customers/history/:cusId/leases': CUSTOMER_HISTORY,
  'GET /customers/history/:cusId/ar': CUSTOMER_HISTORY,
  'GET /customers/history/:cusId/ar/aging': CUSTOMER_HISTORY,
  'GET /customers/history/:cusId/documents': CUSTOMER_HISTORY,
  'GET /customers/history/:cusId/lost-sales': CUSTOMER_HISTORY,
  // Altec's RFQs (/altec_sales): the list, its tiles and months, one RFQ; a new RFQ, our quote, its outcome, its PDFs.
  'GET /sales/altec-rfqs': ALTEC_SALES,
  'GET /sales/altec-rfqs/summary': ALTEC_SALES,
  'GET /sales/altec-rfqs/:id': ALTEC_SALES,
  'POST /sales/altec-rfqs': ALTEC_SALES,
  'POST /sales/altec-rfqs/:id/quote': ALTEC_SALES,
  'POST /sales/altec-rfqs/:id/outcome': ALTEC_SALES,
  'POST /sales/altec-rfqs/:id/files': ALTEC_SALES,
  'GET /sales/altec-rfqs/:id/files/:fileId': ALTEC_SALES,
  // Vehicle inventory aging (/vh-aging-report): the trucks, their summary by bucket and branch, a truck's cost adds.
  'GET /sales/vehicle-aging': VEHICLE_AGING,
  'GET /sales/vehicle-aging/summary': VEHICLE_AGING,
  'GET /sales/vehicle-aging/:stockNo': VEHICLE_AGING,
  // The annual parts inventory: its dashboard, and the review and approval of its adjustments.
  'GET /parts/annual-inventory/dashboard': INVENTORY_DASHBOARD,
  'GET /parts/annual-inventory/batches': INVENTORY_ADJUSTMENT,
  'GET /parts/annual-inventory/lines': INVENTORY_ADJUSTMENT,
  'GET /parts/annual-inventory/lines/:id': INVENTORY_ADJUSTMENT,
  'GET /parts/annual-inventory/posting-list': INVENTORY_ADJUSTMENT,
  'POST /parts/annual-inventory/lines/:id/decision': INVENTORY_ADJUSTMENT,
  'POST /parts/annual-inventory/lines/:id/recount': INVENTORY_ADJUSTMENT,
  'POST /parts/annual-inventory/:id/accept-under-threshold': INVENTORY_ADJUSTMENT,
  'POST /parts/annual-inventory/:id/close-counting': INVENTORY_ADJUSTMENT,
  'POST /parts/annual-inventory/:id/approve': INVENTORY_ADJUSTMENT,
  // Starting a count (freeze the stock, issue tags) and working its tags, on the dashboard's permission.
  'POST /parts/annual-inventory/start': INVENTORY_DASHBOARD,
  'GET /parts/annual-inventory/:id/tags/:tagNo': INVENTORY_DASHBOARD,
  'POST /parts/annual-inventory/:id/tags': INVENTORY_DASHBOARD,
  'POST /parts/annual-inventory/tags/:id/returned': INVENTORY_DASHBOARD,
  'POST /parts/annual-inventory/tags/:id/entry': INVENTORY_DASHBOARD,
  'POST /parts/annual-inventory/tags/:id/verify': INVENTORY_DASHBOARD,
  'POST /parts/annual-inventory/tags/:id/void': INVENTORY_DASHBOARD,
  // Root cause analysis: the misses of the user's branches, worked in bulk; one part's story in the detail.
  'GET /parts/root-cause-analysis': ROOT_CAUSE_ANALYSIS,
  'GET /parts/root-cause-analysis/tiles': ROOT_CAUSE_ANALYSIS,
  'GET /parts/root-cause-analysis/options': ROOT_CAUSE_ANALYSIS,
  'POST /parts/root-cause-analysis/bulk': ROOT_CAUSE_ANALYSIS,
  'GET /parts/root-cause-detail': ROOT_CAUSE_DETAIL,
  // The root cause dashboard: demand, fill and lost sales of the user's branches.
  'GET /parts/root-cause-dashboard': ROOT_CAUSE_ANALYSIS,
  // The shop's skill catalogue (/techskills): one table for every branch.
  'GET /service/skills': TECH_SKILLS,
  'POST /service/skills': TECH_SKILLS,
  'PUT /service/skills/:id': TECH_SKILLS,
  'POST /service/skills/:id/active': TECH_SKILLS,
  'DELETE /service/skills/:id': TECH_SKILLS,
  // Technicians' skills (/techhasskills): the technicians of the user's branches.
  'GET /service/technician-skills': TECH_SKILL_LINKS,
  'POST /service/technician-skills': TECH_SKILL_LINKS,
  'PUT /service/technician-skills/:id': TECH_SKILL_LINKS,
  'POST /service/technician-skills/:id/certification': TECH_SKILL_LINKS,
  'DELETE /service/technician-skills/:id': TECH_SKILL_LINKS,
  // The kinds of block on the scheduler board (/scheduletypes): one table for every branch.
  'GET /service/schedule-types': SCHEDULE_TYPES,
  'POST /service/schedule-types': SCHEDULE_TYPES,
  'PUT /service/schedule-types/:id': SCHEDULE_TYPES,
  'POST /service/schedule-types/:id/active': SCHEDULE_TYPES,
  'DELETE /service/schedule-types/:id': SCHEDULE_TYPES,
  // The labor guide's skill links (/laborguidehasskills): Excede's operations and the skills each requires.
  'GET /service/labor-guide': LABOR_GUIDE,
  'POST /service/labor-guide/links': LABOR_GUIDE,
  'PUT /service/labor-guide/links/:id': LABOR_GUIDE,
  'DELETE /service/labor-guide/links/:id': LABOR_GUIDE,
  'POST /service/labor-guide/import': LABOR_GUIDE,

  // Header tools
  'POST /updateThemeColor': SIGNED_IN,
  'POST /getThemeColor': SIGNED_IN,
  'POST /getQuotesData': SIGNED_IN,
  'POST /excede-quicklink-lookup': SIGNED_IN,
  'POST /excede-quicklink-logs': SIGNED_IN,
  'POST /storeFcmToken': SIGNED_IN,
  'POST /flag-error/store': SIGNED_IN,
  // Signed in: the Microsoft token is limited to configured employee ids, checked after whether it is configured at all.
  'GET /microsoft/status': SIGNED_IN,
  'POST /microsoft/authorize': SIGNED_IN,
  'POST /microsoft/callback': SIGNED_IN,
} as const satisfies Record<string, ApiGuard>;

export type ApiEndpoint = keyof typeof API_GUARDS;
