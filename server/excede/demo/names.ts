/** The words the demo world is made of: places near each branch, company names, makes and models. */

export interface BranchPlace {
  /** Relative size of the branch (its share of the group's business). */
  size: number;
  areaCode: string;
  county: string;
  cities: readonly string[];
}

export const BRANCH_PLACES: Record<string, BranchPlace> = {
  '101': { size: 1.5, areaCode: '770', county: 'Gwinnett', cities: ['Norcross', 'Duluth', 'Lawrenceville', 'Lilburn', 'Doraville', 'Suwanee'] },
  '102': { size: 1.2, areaCode: '404', county: 'Clayton', cities: ['Forest Park', 'Morrow', 'Jonesboro', 'Riverdale', 'College Park', 'Hapeville'] },
  '103': { size: 1.0, areaCode: '678', county: 'Cobb', cities: ['Kennesaw', 'Marietta', 'Acworth', 'Cartersville', 'Powder Springs'] },
  '104': { size: 1.1, areaCode: '912', county: 'Chatham', cities: ['Savannah', 'Pooler', 'Garden City', 'Richmond Hill', 'Rincon'] },
  '105': { size: 0.8, areaCode: '478', county: 'Bibb', cities: ['Macon', 'Warner Robins', 'Forsyth', 'Perry'] },
  '106': { size: 0.8, areaCode: '706', county: 'Richmond', cities: ['Augusta', 'Evans', 'Grovetown', 'Martinez', 'Thomson'] },
  '201': { size: 1.3, areaCode: '205', county: 'Jefferson', cities: ['Birmingham', 'Bessemer', 'Hoover', 'Pelham', 'Trussville'] },
  '202': { size: 0.9, areaCode: '334', county: 'Montgomery', cities: ['Montgomery', 'Prattville', 'Millbrook', 'Wetumpka'] },
  '203': { size: 1.0, areaCode: '251', county: 'Mobile', cities: ['Mobile', 'Theodore', 'Saraland', 'Daphne', 'Prichard'] },
  '204': { size: 0.7, areaCode: '256', county: 'Madison', cities: ['Huntsville', 'Madison', 'Decatur', 'Athens'] },
};

export const FIRST_NAMES = [
  'Aaron', 'Andre', 'Barry', 'Bobby', 'Brandon', 'Calvin', 'Carlos', 'Cedric', 'Chad', 'Clint', 'Cody', 'Curtis',
  'Dale', 'Dante', 'Darius', 'Dewayne', 'Dustin', 'Earl', 'Eddie', 'Emily', 'Eric', 'Felix', 'Gary', 'Grady',
  'Hector', 'Hunter', 'Ivan', 'Jamal', 'Jared', 'Javier', 'Jerome', 'Jesse', 'Jorge', 'Kendall', 'Kevin', 'Lamar',
  'Latoya', 'Leon', 'Lonnie', 'Mason', 'Miguel', 'Monica', 'Nathan', 'Omar', 'Quincy', 'Randall', 'Reggie', 'Ricky',
  'Roderick', 'Ronnie', 'Sergio', 'Shawn', 'Terrell', 'Travis', 'Trent', 'Vernon', 'Wade', 'Willie', 'Yolanda', 'Zach',
];

export const LAST_NAMES = [
  'Alston', 'Barnes', 'Bell', 'Bishop', 'Boyd', 'Bryant', 'Caldwell', 'Carter', 'Cobb', 'Coleman', 'Crawford', 'Dawson',
  'Dixon', 'Ellis', 'Fields', 'Fletcher', 'Ford', 'Fuller', 'Gibson', 'Gordon', 'Graves', 'Griffin', 'Hale', 'Hayes',
  'Holloway', 'Hughes', 'Ingram', 'Jenkins', 'Kirby', 'Lambert', 'Lowe', 'Mack', 'Mathis', 'McBride', 'Mercer', 'Moss',
  'Nash', 'Oliver', 'Owens', 'Parrish', 'Perkins', 'Pruitt', 'Ramsey', 'Reeves', 'Roberson', 'Rowe', 'Sanders', 'Sims',
  'Stokes', 'Tate', 'Terry', 'Tucker', 'Underwood', 'Vance', 'Wade', 'Warren', 'Whitfield', 'Wiggins', 'Woods', 'Yates',
];

export const COMPANY_WORDS = [
  'Peachtree', 'Chattahoochee', 'Magnolia', 'Dixie', 'Gulf Coast', 'Southern', 'Piedmont', 'Red Clay', 'Blue Ridge',
  'Tri-County', 'Coastal', 'Riverside', 'Cotton State', 'Savannah River', 'Ocmulgee', 'Altamaha', 'Black Warrior',
  'Tennessee Valley', 'Mobile Bay', 'Lookout', 'Stone Mountain', 'Oconee', 'Etowah', 'Coosa', 'Tallapoosa', 'Cahaba',
  'Satilla', 'Flint River', 'Pine Belt', 'Wiregrass', 'Golden Isles', 'Appalachian', 'Iron City', 'Rocket City',
  'Capital City', 'Lake Lanier', 'Ogeechee', 'Chickasaw', 'Live Oak', 'Longleaf', 'Sand Mountain', 'Big Creek',
  'Cypress', 'Harbor', 'Keystone', 'Liberty', 'Patriot', 'Summit', 'Crossroads', 'Heritage', 'Pioneer', 'Eagle',
];

export const COMPANY_TRADES = [
  'Freight', 'Logistics', 'Transport', 'Hauling', 'Aggregates', 'Concrete', 'Paving', 'Waste Services',
  'Beverage Distributors', 'Foods', 'Lumber', 'Landscaping', 'Towing & Recovery', 'Tree Service', 'Utility Contractors',
  'Builders', 'Propane', 'Fuel Distributors', 'Produce', 'Poultry', 'Timber', 'Moving & Storage', 'Sanitation',
  'Excavating', 'Grading', 'Steel', 'Plumbing Supply', 'Ice', 'Dairy', 'Septic Service', 'Equipment Rentals',
  'Crane Service', 'Fence Co.', 'Roofing', 'Pipeline', 'Express', 'Carriers', 'Tank Lines', 'Bottling', 'Farms',
];

export const COMPANY_ENDINGS = ['Inc.', 'LLC', 'Co.', '', 'Group', 'Corp.', 'LLC', 'Inc.'];

export const PUBLIC_FLEETS = [
  (city: string) => `City of ${city}`,
  (_city: string, county: string) => `${county} County Public Works`,
  (_city: string, county: string) => `${county} County Schools Transportation`,
  (city: string) => `${city} Water Works`,
  (_city: string, county: string) => `${county} County Sheriff's Office`,
  (city: string) => `${city} Fire Rescue`,
];

export interface TruckModel {
  make: string;
  model: string;
  /** World manufacturer identifier, the VIN's first three characters. */
  wmi: string;
  /** Sold new by the group (International, Ford commercial, Isuzu). */
  soldNew: boolean;
  /** A new truck's cost to the dealer, in dollars. */
  cost: [number, number];
}

export const TRUCK_MODELS: readonly TruckModel[] = [
  { make: 'International', model: 'LT625', wmi: '3HS', soldNew: true, cost: [138_000, 168_000] },
  { make: 'International', model: 'RH613', wmi: '3HS', soldNew: true, cost: [128_000, 150_000] },
  { make: 'International', model: 'HV507', wmi: '1HT', soldNew: true, cost: [118_000, 149_000] },
  { make: 'International', model: 'MV607', wmi: '1HT', soldNew: true, cost: [86_000, 112_000] },
  { make: 'International', model: 'CV515', wmi: '1HT', soldNew: true, cost: [62_000, 78_000] },
  { make: 'Ford', model: 'F-550', wmi: '1FD', soldNew: true, cost: [58_000, 76_000] },
  { make: 'Ford', model: 'F-600', wmi: '1FD', soldNew: true, cost: [61_000, 79_000] },
  { make: 'Ford', model: 'F-650', wmi: '1FD', soldNew: true, cost: [78_000, 98_000] },
  { make: 'Ford', model: 'F-750', wmi: '1FD', soldNew: true, cost: [84_000, 106_000] },
  { make: 'Ford', model: 'E-450', wmi: '1FD', soldNew: true, cost: [52_000, 66_000] },
  { make: 'Ford', model: 'Transit 350 HD', wmi: '1FT', soldNew: true, cost: [49_000, 61_000] },
  { make: 'Isuzu', model: 'NPR-HD', wmi: 'JAL', soldNew: true, cost: [57_000, 69_000] },
  { make: 'Isuzu', model: 'NRR', wmi: 'JAL', soldNew: true, cost: [64_000, 77_000] },
  { make: 'Isuzu', model: 'FTR', wmi: 'JAL', soldNew: true, cost: [82_000, 99_000] },
  { make: 'Freightliner', model: 'Cascadia 126', wmi: '3AK', soldNew: false, cost: [150_000, 175_000] },
  { make: 'Freightliner', model: 'M2 106', wmi: '1FV', soldNew: false, cost: [92_000, 118_000] },
  { make: 'Peterbilt', model: '579', wmi: '1XP', soldNew: false, cost: [160_000, 190_000] },
  { make: 'Peterbilt', model: '567', wmi: '1XP', soldNew: false, cost: [155_000, 185_000] },
  { make: 'Kenworth', model: 'T680', wmi: '1XK', soldNew: false, cost: [158_000, 186_000] },
  { make: 'Kenworth', model: 'T880', wmi: '1XK', soldNew: false, cost: [162_000, 192_000] },
  { make: 'Mack', model: 'Anthem', wmi: '1M1', soldNew: false, cost: [150_000, 178_000] },
  { make: 'Mack', model: 'Granite', wmi: '1M2', soldNew: false, cost: [155_000, 182_000] },
  { make: 'Volvo', model: 'VNL 860', wmi: '4V4', soldNew: false, cost: [160_000, 188_000] },
  { make: 'Western Star', model: '49X', wmi: '5KK', soldNew: false, cost: [165_000, 195_000] },
  { make: 'Hino', model: 'L6', wmi: '5PV', soldNew: false, cost: [78_000, 94_000] },
];

export interface VendorFact {
  venId: string;
  name: string;
  trmId: string;
}

export const OTHER_VENDORS: readonly VendorFact[] = [
  { venId: 'GAPWR', name: 'Georgia Power', trmId: 'NET15' },
  { venId: 'ALPWR', name: 'Alabama Power', trmId: 'NET15' },
  { venId: 'ATTBUS', name: 'AT&T Business', trmId: 'NET30' },
  { venId: 'PCPROP', name: 'Peachtree Commercial Properties', trmId: 'DUE1' },
  { venId: 'GWCAS', name: 'Great West Casualty Company', trmId: 'NET30' },
  { venId: 'WASTEM', name: 'Waste Management', trmId: 'NET30' },
  { venId: 'SAFEKL', name: 'Safety-Kleen Systems', trmId: 'NET30' },
  { venId: 'CINTAS', name: 'Cintas Uniforms', trmId: 'NET30' },
  { venId: 'ADPPAY', name: 'ADP Payroll Services', trmId: 'DUE' },
  { venId: 'NAVFIN', name: 'Navistar Financial', trmId: 'DUE' },
  { venId: 'FORDCR', name: 'Ford Credit Commercial Lending', trmId: 'DUE' },
  { venId: 'WFCDF', name: 'Wells Fargo Commercial Distribution Finance', trmId: 'DUE' },
  { venId: 'ALLYCM', name: 'Ally Commercial Services', trmId: 'DUE' },
  { venId: 'ZURTRK', name: 'Zurich Truck Protection', trmId: 'NET30' },
  { venId: 'OLDREP', name: 'Old Republic Insurance', trmId: 'NET30' },
  { venId: 'GOOGAD', name: 'Google Ads', trmId: 'DUE' },
];
