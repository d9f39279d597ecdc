import type { VendorFact } from './names';

/**
 * What a heavy-truck parts counter sells, by maker: each line says how the maker numbers its parts
 * (`#` a digit, `@` a letter), what the parts are, what they cost, whether they carry a core charge, how
 * often they sell and how a replaced number is renumbered (Navistar's C1 → C2, Ford's -A → -B).
 */
export type Renumbering = 'suffix' | 'letter' | 'new';

export interface PartLine {
  venId: string;
  category: string;
  pattern: string;
  descriptions: readonly string[];
  cost: [number, number];
  /** The core charge as a share of cost (0: no core). */
  core: number;
  popularity: number;
  qty: [number, number];
  renumber: Renumbering;
}

export const PART_VENDORS: readonly VendorFact[] = [
  { venId: 'FLEETG', name: 'Cummins Filtration (Fleetguard)', trmId: 'NET30' },
  { venId: 'BALDWN', name: 'Baldwin Filters', trmId: 'NET30' },
  { venId: 'DONALD', name: 'Donaldson Company', trmId: 'NET30' },
  { venId: 'BENDIX', name: 'Bendix Commercial Vehicle Systems', trmId: 'NET30' },
  { venId: 'MERITR', name: 'Meritor', trmId: 'NET30' },
  { venId: 'HALDEX', name: 'Haldex', trmId: 'NET30' },
  { venId: 'WEBB', name: 'Webb Wheel Products', trmId: 'NET30' },
  { venId: 'CONMET', name: 'Consolidated Metco', trmId: 'NET30' },
  { venId: 'STEMCO', name: 'Stemco', trmId: 'NET30' },
  { venId: 'TIMKEN', name: 'The Timken Company', trmId: 'NET30' },
  { venId: 'DELCO', name: 'Delco Remy', trmId: 'NET30' },
  { venId: 'LEECEN', name: 'Leece-Neville', trmId: 'NET30' },
  { venId: 'INTBAT', name: 'Interstate Batteries', trmId: 'NET15' },
  { venId: 'PHILLP', name: 'Phillips Industries', trmId: 'NET30' },
  { venId: 'GROTE', name: 'Grote Industries', trmId: 'NET30' },
  { venId: 'TRKLIT', name: 'Truck-Lite', trmId: 'NET30' },
  { venId: 'CUMMNS', name: 'Cummins Inc.', trmId: 'NET30' },
  { venId: 'DETRT', name: 'Detroit Diesel', trmId: 'NET30' },
  { venId: 'NAVIST', name: 'Navistar Parts', trmId: 'NET30' },
  { venId: 'FORDCS', name: 'Ford Customer Service Division', trmId: 'NET30' },
  { venId: 'ISUZU', name: 'Isuzu Commercial Truck of America', trmId: 'NET30' },
  { venId: 'EATON', name: 'Eaton Cummins Automated Transmission', trmId: 'NET30' },
  { venId: 'ALLISN', name: 'Allison Transmission', trmId: 'NET30' },
  { venId: 'HORTON', name: 'Horton', trmId: 'NET30' },
  { venId: 'GATES', name: 'Gates Corporation', trmId: 'NET30' },
  { venId: 'HNDRKS', name: 'Hendrickson', trmId: 'NET30' },
  { venId: 'FIRSTN', name: 'Firestone Industrial Products', trmId: 'NET30' },
  { venId: 'GABRIL', name: 'Gabriel Ride Control', trmId: 'NET30' },
  { venId: 'VELVAC', name: 'Velvac', trmId: 'NET30' },
  { venId: 'SHELL', name: 'Shell Lubricants', trmId: 'NET15' },
  { venId: 'OLDWRL', name: 'Old World Industries', trmId: 'NET15' },
  { venId: 'CONTI', name: 'Continental Automotive', trmId: 'NET30' },
];

const line = (
  venId: string,
  category: string,
  pattern: string,
  descriptions: readonly string[],
  cost: [number, number],
  popularity: number,
  qty: [number, number] = [1, 2],
  core = 0,
  renumber: Renumbering = 'new',
): PartLine => ({ venId, category, pattern, descriptions, cost, core, popularity, qty, renumber });

export const PART_LINES: readonly PartLine[] = [
  line('FLEETG', 'Filters', 'LF####', ['Oil filter, full flow', 'Oil filter, combination', 'Oil filter, bypass'], [9, 34], 9, [1, 6]),
  line('FLEETG', 'Filters', 'FF####', ['Fuel filter, secondary', 'Fuel filter, spin-on'], [14, 58], 7, [1, 4]),
  line('FLEETG', 'Filters', 'FS#####', ['Fuel water separator', 'Fuel water separator with sensor port'], [24, 72], 6, [1, 4]),
  line('FLEETG', 'Filters', 'AF#####', ['Air filter, primary', 'Air filter, safety element', 'Cabin air filter'], [18, 140], 5, [1, 2]),
  line('FLEETG', 'Filters', 'WF####', ['Coolant filter, SCA charged', 'Coolant filter, blank'], [12, 38], 4, [1, 4]),
  line('BALDWN', 'Filters', 'BT####', ['Oil filter, spin-on', 'Lube filter'], [8, 30], 5, [1, 6]),
  line('BALDWN', 'Filters', 'BF####', ['Fuel filter', 'Fuel filter with drain'], [13, 54], 4, [1, 4]),
  line('DONALD', 'Filters', 'P55####', ['Hydraulic filter', 'Air filter, radial seal', 'Lube filter'], [16, 130], 4, [1, 3]),
  line('SHELL', 'Fluids', 'ROT-##-##', ['Rotella T4 15W-40, 5 gal', 'Rotella T6 5W-40, 5 gal', 'Rotella T5 10W-30, 1 gal case', 'Spirax S4 TXM, 5 gal'], [24, 82], 10, [1, 8]),
  line('OLDWRL', 'Fluids', 'PK#####', ['DEF, 2.5 gal', 'Extended life coolant 50/50, 1 gal', 'Windshield washer fluid, 1 gal', 'Brake cleaner, 14 oz'], [4, 22], 10, [2, 12]),
  line('BENDIX', 'Brakes', 'K0#####', ['Air dryer cartridge', 'Brake valve repair kit', 'Governor', 'Quick release valve'], [24, 120], 5, [1, 2]),
  line('BENDIX', 'Brakes', '80#####', ['Relay valve', 'Foot brake valve', 'Spring brake valve', 'ABS modulator valve'], [58, 320], 3, [1, 1], 0.2),
  line('MERITR', 'Brakes', 'KIT####@', ['Brake shoe kit 16.5 x 7', 'Brake shoe kit 16.5 x 8.625', 'Camshaft repair kit', 'Brake hardware kit'], [38, 140], 5, [1, 4]),
  line('MERITR', 'Brakes', 'R80####', ['Automatic slack adjuster', 'Air disc brake pad set', 'Brake caliper, reman'], [42, 390], 3, [1, 2], 0.25),
  line('HALDEX', 'Brakes', '4001####', ['Automatic brake adjuster 5.5 in', 'Automatic brake adjuster 6 in'], [40, 96], 3, [1, 2]),
  line('WEBB', 'Brakes', '6####B', ['Brake drum 16.5 x 7', 'Brake drum 16.5 x 8.625', 'Brake drum 15 x 4'], [92, 196], 4, [1, 2]),
  line('CONMET', 'Wheel end', '1003####', ['Hub assembly, steer axle', 'Hub assembly, drive axle', 'Hub cap, oil bath'], [22, 540], 2, [1, 1]),
  line('STEMCO', 'Wheel end', '393-####', ['Wheel seal, Guardian HP', 'Wheel seal, Voyager', 'Hubodometer'], [22, 78], 4, [1, 4]),
  line('TIMKEN', 'Wheel end', 'HM21####', ['Bearing set, inner', 'Bearing set, outer', 'Bearing cone and cup'], [18, 88], 3, [1, 4]),
  line('DELCO', 'Electrical', '82#####', ['Starter 39MT 12V', 'Starter 38MT 12V', 'Starter solenoid'], [45, 620], 2, [1, 1], 0.3),
  line('LEECEN', 'Electrical', '4####P', ['Alternator 160A', 'Alternator 200A', 'Alternator 270A'], [280, 720], 2, [1, 1], 0.3),
  line('INTBAT', 'Electrical', 'MTX-###@', ['Battery group 31, 950 CCA', 'Battery group 31, AGM', 'Battery group 65'], [138, 235], 4, [1, 3], 0.12),
  line('PHILLP', 'Electrical', '1#-7###', ['7-way trailer cord, coiled', 'Gladhand, emergency', 'Sealed connector kit', 'Battery cable 4/0, 48 in'], [6, 68], 4, [1, 4]),
  line('GROTE', 'Lighting', 'G5####', ['LED stop/tail/turn 4 in, red', 'LED marker light, amber', 'LED license light', 'Headlamp, sealed beam'], [9, 96], 4, [1, 6]),
  line('TRKLIT', 'Lighting', '44###@', ['LED stop/turn/tail 4 in', 'LED clearance marker 2 in', 'LED work lamp', 'LED headlight, 7 in round'], [11, 148], 4, [1, 6]),
  line('CUMMNS', 'Engine', '36#####', ['Water pump', 'Thermostat 180F', 'Turbocharger, reman', 'EGR valve', 'Fuel injector, reman', 'Crankshaft position sensor', 'Valve cover gasket'], [14, 3600], 2, [1, 1], 0.2),
  line('DETRT', 'Engine', 'A47#####05', ['Fuel filter module', 'Oil pressure sensor', 'Turbo actuator', 'EGR cooler', 'Injector, DD15 reman'], [60, 2800], 1.5, [1, 1], 0.2),
  line('NAVIST', 'Engine', '#######C1', ['Oil cooler', 'Fuel pump', 'Injector harness', 'Coolant reservoir', 'Fan belt tensioner', 'Intake manifold gasket', 'Air compressor, reman'], [16, 1500], 3, [1, 1], 0.15, 'suffix'),
  line('NAVIST', 'Cab and body', '#######C91', ['Mirror assembly, heated', 'Door latch', 'Hood hinge', 'Step assembly', 'Grille, chrome', 'Wiper arm'], [22, 980], 2, [1, 1], 0, 'suffix'),
  line('FORDCS', 'Engine', '@C3Z-####-@', ['Oil pan gasket', 'Water pump assembly', 'Glow plug', 'Turbo oil feed line', 'Fuel injection control module', 'EGR cooler'], [18, 1200], 2, [1, 1], 0.1, 'letter'),
  line('FORDCS', 'Filters', 'FL-####', ['Motorcraft oil filter', 'Motorcraft fuel filter', 'Motorcraft cabin filter'], [11, 46], 4, [1, 4]),
  line('FORDCS', 'Cab and body', '@C3Z-#####-@', ['Mirror glass, heated', 'Front bumper', 'Headlamp assembly', 'Door handle, exterior', 'Windshield wiper motor'], [24, 860], 2, [1, 1], 0, 'letter'),
  line('ISUZU', 'Engine', '8-98######-#', ['Fuel filter element', 'Water pump', 'Turbocharger', 'Injector', 'Thermostat'], [18, 2200], 1.5, [1, 1], 0.15),
  line('CONTI', 'Aftertreatment', '5WK9####', ['NOx sensor, inlet', 'NOx sensor, outlet', 'DEF level sensor'], [280, 560], 2, [1, 1]),
  line('CUMMNS', 'Aftertreatment', '49#####', ['DPF, reman', 'Diesel oxidation catalyst', 'DEF doser', 'DEF pump', 'Aftertreatment gasket kit'], [45, 3900], 1.5, [1, 1], 0.35),
  line('EATON', 'Drivetrain', 'K-3####', ['Clutch kit, 15.5 in', 'Clutch brake', 'Release bearing', 'Shift lever'], [32, 2400], 1, [1, 1], 0.25),
  line('ALLISN', 'Drivetrain', '29######', ['Transmission filter kit', 'Transmission fluid TES-668, 5 gal', 'Shift selector'], [44, 420], 2, [1, 2]),
  line('HORTON', 'Cooling', '99A####', ['Fan clutch', 'Fan clutch repair kit', 'Fan blade'], [90, 940], 1, [1, 1], 0.2),
  line('GATES', 'Cooling', 'K08####', ['Serpentine belt', 'Radiator hose, upper', 'Radiator hose, lower', 'Heater hose 5/8 in, 50 ft'], [18, 140], 3, [1, 3]),
  line('HNDRKS', 'Suspension', 'S-2####', ['Equalizer bushing kit', 'Torque rod', 'Leaf spring', 'Axle U-bolt kit'], [35, 420], 2, [1, 2]),
  line('FIRSTN', 'Suspension', 'W01-358-####', ['Air spring, rear suspension', 'Cab air spring', 'Air spring, trailer'], [62, 220], 3, [1, 2]),
  line('GABRIL', 'Suspension', '85####', ['Shock absorber, front', 'Shock absorber, rear', 'Cab shock'], [36, 125], 3, [1, 2]),
  line('VELVAC', 'Cab and body', '7#####', ['Mirror head, heated', 'Hood mirror', 'Mud flap 24 x 30', 'Wiper blade 22 in'], [8, 280], 3, [1, 4]),
];
