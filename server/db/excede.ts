import { boolean, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Excede's data as the portal keeps it: one table per Excede export, read by the business screens and
 * written only by the imports (server/excede). Keys keep Excede's names (BrnId, CusId, EmpId, UntId, SlsId,
 * part no.) so staff find the same record in Excede; `import_run_id` is the run that last wrote the row.
 * Money is numeric(14,2) (exact, read as a string), hours numeric(8,2), dates `date`, times timestamptz.
 * What staff record in the portal lives in tables of its own, which no import touches.
 */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const hours = (name: string) => numeric(name, { precision: 8, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });
const importRunId = () => integer('import_run_id');

/** Where a truck of VHUNT stands: on the books (in stock, on its way from the factory, at the upfitter, a demonstrator, in recon), sold and not delivered, or delivered. */
export const VEHICLE_STATUSES = ['In stock', 'In transit', 'At upfitter', 'Demo', 'In recon', 'Sold', 'Delivered'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** COEMP beside `excede_employees` (schema.ts) holds the employees; ARCUS: customers with terms, limit and hold. */
export const excedeCustomers = pgTable(
  'excede_customers',
  {
    cusId: text('cus_id').primaryKey(),
    name: text('name').notNull(),
    brnId: text('brn_id').notNull(),
    city: text('city'),
    state: text('state'),
    phone: text('phone'),
    email: text('email'),
    trmId: text('trm_id').notNull(),
    creditLimit: money('credit_limit').notNull(),
    onHold: boolean('on_hold').notNull(),
    isFleet: boolean('is_fleet').notNull(),
    /** Holds a tax exemption certificate on file (a government, a reseller); null where Excede's export predates the field. */
    taxExempt: boolean('tax_exempt'),
    importRunId: importRunId(),
  },
  (t) => [index('excede_customers_brn_idx').on(t.brnId), index('excede_customers_name_idx').on(t.name)],
);

/** SVUNT: a customer's truck. */
export const excedeUnits = pgTable(
  'excede_units',
  {
    untId: text('unt_id').primaryKey(),
    vin: text('vin').notNull(),
    fleetUntId: text('fleet_unt_id'),
    year: smallint('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    cusId: text('cus_id').notNull(),
    importRunId: importRunId(),
  },
  (t) => [index('excede_units_cus_idx').on(t.cusId), index('excede_units_vin_idx').on(t.vin)],
);

/** APVEN: vendors. */
export const excedeVendors = pgTable('excede_vendors', {
  venId: text('ven_id').primaryKey(),
  name: text('name').notNull(),
  trmId: text('trm_id').notNull(),
  phone: text('phone'),
  importRunId: importRunId(),
});

/** PTITM: the part master. */
export const excedePartMaster = pgTable(
  'excede_part_master',
  {
    partNo: text('part_no').primaryKey(),
    description: text('description').notNull(),
    venId: text('ven_id').notNull(),
    partClass: text('part_class').notNull(),
    cost: money('cost').notNull(),
    listPrice: money('list_price').notNull(),
    coreCharge: money('core_charge').notNull(),
    importRunId: importRunId(),
  },
  (t) => [index('excede_part_master_ven_idx').on(t.venId)],
);

/** Stock of a part at a branch. */
export const excedePartBranches = pgTable(
  'excede_part_branches',
  {
    partNo: text('part_no').notNull(),
    brnId: text('brn_id').notNull(),
    onHand: integer('on_hand').notNull(),
    committed: integer('committed').notNull(),
    onOrder: integer('on_order').notNull(),
    minQty: integer('min_qty').notNull(),
    maxQty: integer('max_qty').notNull(),
    lastSaleOn: date('last_sale_on'),
    importRunId: importRunId(),
  },
  (t) => [primaryKey({ columns: [t.partNo, t.brnId] }), index('excede_part_branches_brn_idx').on(t.brnId, t.partNo)],
);

/** Where a part sits in a branch; one bin is its primary. */
export const excedePartBins = pgTable(
  'excede_part_bins',
  {
    partNo: text('part_no').notNull(),
    brnId: text('brn_id').notNull(),
    bin: text('bin').notNull(),
    qty: integer('qty').notNull(),
    isPrimary: boolean('is_primary').notNull(),
    importRunId: importRunId(),
  },
  (t) => [primaryKey({ columns: [t.partNo, t.brnId, t.bin] }), index('excede_part_bins_bin_idx').on(t.brnId, t.bin)],
);

/** An old part number replaced by a new one from a date. */
export const excedeSupersessions = pgTable(
  'excede_supersessions',
  {
    oldPartNo: text('old_part_no').notNull(),
    newPartNo: text('new_part_no').notNull(),
    effectiveOn: date('effective_on').notNull(),
    importRunId: importRunId(),
  },
  (t) => [primaryKey({ columns: [t.oldPartNo, t.newPartNo] }), index('excede_supersessions_new_idx').on(t.newPartNo)],
);

/** PTSLS: a parts invoice (counter or shop). */
export const excedePartsInvoices = pgTable(
  'excede_parts_invoices',
  {
    slsId: text('sls_id').primaryKey(),
    brnId: text('brn_id').notNull(),
    cusId: text('cus_id').notNull(),
    empId: text('emp_id').notNull(),
    roSlsId: text('ro_sls_id'),
    invoicedAt: at('invoiced_at').notNull(),
    total: money('total').notNull(),
    importRunId: importRunId(),
  },
  (t) => [index('excede_parts_invoices_brn_idx').on(t.brnId, t.invoicedAt), index('excede_parts_invoices_cus_idx').on(t.cusId)],
);

/** PTSLSITM: a line of a parts invoice: shipped, back-ordered, price and cost each. */
export const excedePartsInvoiceLines = pgTable(
  'excede_parts_invoice_lines',
  {
    slsId: text('sls_id').notNull(),
    lineNo: integer('line_no').notNull(),
    partNo: text('part_no').notNull(),
    description: text('description').notNull(),
    qtyShip: integer('qty_ship').notNull(),
    qtyBackorder: integer('qty_backorder').notNull(),
    amtPrice: money('amt_price').notNull(),
    amtCost: money('amt_cost').notNull(),
    importRunId: importRunId(),
  },
  (t) => [primaryKey({ columns: [t.slsId, t.lineNo] }), index('excede_parts_invoice_lines_part_idx').on(t.partNo)],
);

/** SVSLS: a repair order, with the date stamps of its way through the shop and its hours. */
export const excedeRepairOrders = pgTable(
  'excede_repair_orders',
  {
    slsId: text('sls_id').primaryKey(),
    slsTypId: text('sls_typ_id').notNull(),
    brnId: text('brn_id').notNull(),
    cusId: text('cus_id').notNull(),
    untId: text('unt_id').notNull(),
    empIdWriter: text('emp_id_writer').notNull(),
    status: text('status').notNull(),
    dateVinArrive: at('date_vin_arrive'),
    dateOpen: at('date_open').notNull(),
    dateAuthorize: at('date_authorize'),
    dateSchedule: at('date_schedule'),
    datePromise: at('date_promise'),
    dateNotifyComplete: at('date_notify_complete'),
    dateInvoice: at('date_invoice'),
    hrsFlat: hours('hrs_flat').notNull(),
    hrsBill: hours('hrs_bill').notNull(),
    hrsActual: hours('hrs_actual').notNull(),
    amtLabor: money('amt_labor').notNull(),
    amtParts: money('amt_parts').notNull(),
    amtTotal: money('amt_total').notNull(),
    importRunId: importRunId(),
  },
  (t) => [
    index('excede_repair_orders_brn_idx').on(t.brnId, t.dateOpen),
    index('excede_repair_orders_cus_idx').on(t.cusId),
    index('excede_repair_orders_unt_idx').on(t.untId),
  ],
);

/** SVSLSOPS: a job (operation) of a repair order. */
export const excedeRoJobs = pgTable(
  'excede_ro_jobs',
  {
    slsId: text('sls_id').notNull(),
    opsId: integer('ops_id').notNull(),
    laborOp: text('labor_op').notNull(),
    description: text('description').notNull(),
    hrsFlat: hours('hrs_flat').notNull(),
    hrsBill: hours('hrs_bill').notNull(),
    status: text('status').notNull(),
    importRunId: importRunId(),
  },
  (t) => [primaryKey({ columns: [t.slsId, t.opsId] })],
);

/** SVSLSITM: a labor or parts line of a job. */
export const excedeRoLines = pgTable(
  'excede_ro_lines',
  {
    slsId: text('sls_id').notNull(),
    opsId: integer('ops_id').notNull(),
    lineNo: integer('line_no').notNull(),
    kind: text('kind', { enum: ['Labor', 'Part'] }).notNull(),
    partNo: text('part_no'),
    empIdLbr: text('emp_id_lbr'),
    qty: numeric('qty', { precision: 10, scale: 2 }).notNull(),
    amount: money('amount').notNull(),
    importRunId: importRunId(),
  },
  (t) => [primaryKey({ columns: [t.slsId, t.opsId, t.lineNo] })],
);

/** A technician's clock punch on a job (or indirect time: shop, training). */
export const excedeTechTime = pgTable(
  'excede_tech_time',
  {
    timeId: text('time_id').primaryKey(),
    empId: text('emp_id').notNull(),
    slsId: text('sls_id'),
    opsId: integer('ops_id'),
    clockIn: at('clock_in').notNull(),
    clockOut: at('clock_out'),
    indirectCode: text('indirect_code'),
    importRunId: importRunId(),
  },
  (t) => [index('excede_tech_time_emp_idx').on(t.empId, t.clockIn), index('excede_tech_time_ro_idx').on(t.slsId, t.opsId)],
);

/** The chart of accounts. */
export const excedeGlAccounts = pgTable('excede_gl_accounts', {
  acctId: text('acct_id').primaryKey(),
  description: text('description').notNull(),
  acctType: text('acct_type', { enum: ['Asset', 'Liability', 'Equity', 'Income', 'Cost of sales', 'Expense'] }).notNull(),
  department: text('department').notNull(),
  importRunId: importRunId(),
});

/** GLJEITM: a line of a journal entry. */
export const excedeGlLines = pgTable(
  'excede_gl_lines',
  {
    jeId: text('je_id').notNull(),
    lineNo: integer('line_no').notNull(),
    acctId: text('acct_id').notNull(),
    brnId: text('brn_id').notNull(),
    department: text('department').notNull(),
    postedOn: date('posted_on').notNull(),
    debit: money('debit').notNull(),
    credit: money('credit').notNull(),
    xref: text('xref').notNull(),
    source: text('source').notNull(),
    description: text('description').notNull(),
    importRunId: importRunId(),
  },
  (t) => [
    primaryKey({ columns: [t.jeId, t.lineNo] }),
    // A branch's or an account's lines of some days, newest first, with their count and sums: read from the
    // index alone (the key orders a page; debit and credit make it cover the totals).
    index('excede_gl_lines_brn_date_idx').on(t.brnId, t.postedOn, t.jeId, t.lineNo, t.debit, t.credit),
    index('excede_gl_lines_acct_date_idx').on(t.acctId, t.postedOn, t.jeId, t.lineNo, t.debit, t.credit),
    index('excede_gl_lines_xref_idx').on(t.xref),
    // The financial statement's sums by account of a period, every branch or some: read from the index alone.
    index('excede_gl_lines_date_acct_idx').on(t.postedOn, t.brnId, t.acctId, t.debit, t.credit),
  ],
);

/** GLPRD: the months of the books; a month's figures are preliminary until the controller closes it (closed_on). */
export const excedeGlPeriods = pgTable('excede_gl_periods', {
  period: date('period').primaryKey(),
  closedOn: date('closed_on'),
  importRunId: importRunId(),
});

/** ARITM: an open receivable. */
export const excedeArOpenItems = pgTable(
  'excede_ar_open_items',
  {
    docId: text('doc_id').primaryKey(),
    cusId: text('cus_id').notNull(),
    brnId: text('brn_id').notNull(),
    docType: text('doc_type', { enum: ['Invoice', 'Credit memo', 'Finance charge'] }).notNull(),
    docDate: date('doc_date').notNull(),
    dueDate: date('due_date').notNull(),
    amount: money('amount').notNull(),
    balance: money('balance').notNull(),
    importRunId: importRunId(),
  },
  (t) => [index('excede_ar_open_items_brn_idx').on(t.brnId, t.dueDate), index('excede_ar_open_items_cus_idx').on(t.cusId)],
);

/** A payment received: by method, at a drawer, with the deposit it went to the bank in. */
export const excedeArReceipts = pgTable(
  'excede_ar_receipts',
  {
    receiptId: text('receipt_id').primaryKey(),
    cusId: text('cus_id').notNull(),
    brnId: text('brn_id').notNull(),
    receivedAt: at('received_at').notNull(),
    method: text('method', { enum: ['Cash', 'Check', 'Card', 'ACH', 'Wire'] }).notNull(),
    amount: money('amount').notNull(),
    drawer: text('drawer'),
    xref: text('xref').notNull(),
    depositId: text('deposit_id'),
    importRunId: importRunId(),
  },
  (t) => [
    index('excede_ar_receipts_brn_idx').on(t.brnId, t.receivedAt),
    index('excede_ar_receipts_deposit_idx').on(t.depositId),
    // A customer's payments at a branch, newest first: the last payment of each past-due account, and what came after a promise.
    index('excede_ar_receipts_customer_idx').on(t.cusId, t.brnId, t.receivedAt),
  ],
);

/** VHUNT: a truck in stock, with its floor plan. */
export const excedeVehicles = pgTable(
  'excede_vehicles',
  {
    stockNo: text('stock_no').primaryKey(),
    vin: text('vin').notNull(),
    isNew: boolean('is_new').notNull(),
    brnId: text('brn_id').notNull(),
    year: smallint('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    receivedOn: date('received_on').notNull(),
    cost: money('cost').notNull(),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull(),
    lender: text('lender'),
    flooredAmount: money('floored_amount').notNull(),
    apr: numeric('apr', { precision: 6, scale: 3 }).notNull(),
    curtailmentOn: date('curtailment_on'),
    /** The body or upfit on the chassis ('Dump body', 'Cab and chassis' awaiting one). */
    body: text('body'),
    /** The price the truck is advertised at while in stock. */
    askingPrice: money('asking_price'),
    /** What the lender asks to be paid down on the next curtailment date. */
    curtailmentAmount: money('curtailment_amount'),
    importRunId: importRunId(),
  },
  (t) => [index('excede_vehicles_brn_idx').on(t.brnId, t.receivedOn)],
);

/** VHDEAL: a truck sold, with its front and back gross. */
export const excedeDeals = pgTable(
  'excede_deals',
  {
    dealId: text('deal_id').primaryKey(),
    stockNo: text('stock_no').notNull(),
    brnId: text('brn_id').notNull(),
    cusId: text('cus_id').notNull(),
    empIdSales: text('emp_id_sales').notNull(),
    empIdFi: text('emp_id_fi'),
    soldOn: date('sold_on').notNull(),
    deliveredOn: date('delivered_on'),
    price: money('price').notNull(),
    frontGross: money('front_gross').notNull(),
    backGross: money('back_gross').notNull(),
    tradeAllowance: money('trade_allowance').notNull(),
    lender: text('lender'),
    importRunId: importRunId(),
  },
  (t) => [index('excede_deals_brn_idx').on(t.brnId, t.soldOn)],
);

/** An F&I product sold with a deal; a cancellation charges back in the month it posts. */
export const excedeDealProducts = pgTable(
  'excede_deal_products',
  {
    dealId: text('deal_id').notNull(),
    product: text('product').notNull(),
    sale: money('sale').notNull(),
    cost: money('cost').notNull(),
    reserve: money('reserve').notNull(),
    cancelledOn: date('cancelled_on'),
    importRunId: importRunId(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.product] })],
);

/** LRCON: a lease or rental contract. */
export const excedeLeaseContracts = pgTable(
  'excede_lease_contracts',
  {
    contractId: text('contract_id').primaryKey(),
    kind: text('kind', { enum: ['Lease', 'Rental'] }).notNull(),
    brnId: text('brn_id').notNull(),
    cusId: text('cus_id').notNull(),
    untId: text('unt_id').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    monthlyAmount: money('monthly_amount').notNull(),
    status: text('status', { enum: ['Active', 'Ended', 'Defaulted'] }).notNull(),
    importRunId: importRunId(),
  },
  (t) => [index('excede_lease_contracts_brn_idx').on(t.brnId)],
);

/** A market figure from an outside feed (registrations, search views, calls) per branch and day. */
export const excedeMarketMetrics = pgTable(
  'excede_market_metrics',
  {
    source: text('source').notNull(),
    brnId: text('brn_id').notNull(),
    metricOn: date('metric_on').notNull(),
    metric: text('metric').notNull(),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    importRunId: importRunId(),
  },
  (t) => [primaryKey({ columns: [t.source, t.brnId, t.metricOn, t.metric] })],
);

/** A customer review of a branch on a review platform. */
export const excedeReviews = pgTable(
  'excede_reviews',
  {
    reviewId: text('review_id').primaryKey(),
    platform: text('platform').notNull(),
    brnId: text('brn_id').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    respondedOn: date('responded_on'),
    importRunId: importRunId(),
  },
  (t) => [index('excede_reviews_brn_idx').on(t.brnId, t.reviewedOn)],
);
