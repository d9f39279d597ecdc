import * as z from 'zod/mini';
import { versionField } from '../recordChange';
import { isHexColor, textOnColor } from '../themeColor';

/**
 * The kinds of block on the scheduler board (/scheduletypes): a customer's RO job, warranty, training, shop
 * time… One table for every branch. A schedule entry names its type by code, so the code never changes and
 * a type an entry uses is deactivated, never deleted.
 */
export interface ScheduleType {
  id: number;
  code: string;
  name: string;
  /** #rrggbb: the board draws the type's blocks in it. */
  colour: string;
  /** Counts towards a technician's productive hours. */
  productive: boolean;
  defaultMinutes: number;
  /** A block of this type must name a repair-order job. */
  roRequired: boolean;
  active: boolean;
  /** How many schedule entries name the type. */
  timesUsed: number;
  version: number;
}

type Starter = Pick<ScheduleType, 'code' | 'name' | 'colour' | 'productive' | 'defaultMinutes' | 'roRequired'>;

/** The block kinds a shop starts with (the demo seeds them). */
export const STARTING_SCHEDULE_TYPES: readonly Starter[] = [
  { code: 'CUST', name: 'Customer RO job', colour: '#1f6feb', productive: true, defaultMinutes: 120, roRequired: true },
  { code: 'WTY', name: 'Warranty', colour: '#8250df', productive: true, defaultMinutes: 120, roRequired: true },
  { code: 'INT', name: 'Internal / recon', colour: '#57606a', productive: true, defaultMinutes: 240, roRequired: true },
  { code: 'PM', name: 'Preventive maintenance', colour: '#2da44e', productive: true, defaultMinutes: 90, roRequired: true },
  { code: 'ROAD', name: 'Road call / mobile', colour: '#d1242f', productive: true, defaultMinutes: 180, roRequired: false },
  { code: 'TRAIN', name: 'Training', colour: '#f2cc60', productive: false, defaultMinutes: 240, roRequired: false },
  { code: 'SHOP', name: 'Shop time', colour: '#afb8c1', productive: false, defaultMinutes: 60, roRequired: false },
];

export const SCHEDULE_STEP_MINUTES = 15;
export const MAX_DEFAULT_MINUTES = 12 * 60;

export const TYPE_CODE_MESSAGE = '2 to 8 letters, digits or dashes.';
export const COLOUR_MESSAGE = 'Give the colour as #rrggbb, for example #1f6feb.';
export const MINUTES_MESSAGE = `A default duration in steps of ${SCHEDULE_STEP_MINUTES} minutes, from ${SCHEDULE_STEP_MINUTES} to ${MAX_DEFAULT_MINUTES}.`;
export const TYPE_IN_USE_MESSAGE = 'Schedule entries use this type, so it stays for their history. Deactivate it instead.';
export const typeCodeTakenMessage = (value: string) => `The code ${value} is taken already (codes are unique, whatever their case).`;

/** Whether a block's default duration is whole board steps within a day's shift. */
export const isScheduleDuration = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= SCHEDULE_STEP_MINUTES && minutes <= MAX_DEFAULT_MINUTES && minutes % SCHEDULE_STEP_MINUTES === 0;

/** The text on a block of the colour: black or white, whichever meets WCAG AA (4.5:1) on it. */
export const blockTextColour: (colour: string) => '#ffffff' | '#000000' = textOnColor;

const fields = {
  name: z.string({ error: 'Enter the name.' }).check(z.trim(), z.minLength(1, 'Enter the name.'), z.maxLength(60, 'The name is too long (60 characters at most).')),
  colour: z.string({ error: COLOUR_MESSAGE }).check(
    z.trim(),
    z.toLowerCase(),
    z.refine((value) => isHexColor(value), COLOUR_MESSAGE),
  ),
  productive: z.boolean({ error: 'productive must be true or false.' }),
  defaultMinutes: z.number({ error: MINUTES_MESSAGE }).check(z.refine(isScheduleDuration, MINUTES_MESSAGE)),
  roRequired: z.boolean({ error: 'roRequired must be true or false.' }),
};

/** A new type; its code is upper case whatever the user typed. */
export const scheduleTypeCreateSchema = z.object({
  code: z.string({ error: TYPE_CODE_MESSAGE }).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9-]{2,8}$/, TYPE_CODE_MESSAGE)),
  ...fields,
});
export type ScheduleTypeCreateInput = z.input<typeof scheduleTypeCreateSchema>;

/** An edit, as of the version the user saw. The code stays: entries name the type by it. */
export const scheduleTypeEditSchema = z.object({ ...fields, version: versionField });
export type ScheduleTypeEditInput = z.input<typeof scheduleTypeEditSchema>;

export const scheduleTypeActiveSchema = z.object({ active: z.boolean({ error: 'active must be true or false.' }), version: versionField });
export const scheduleTypeVersionSchema = z.object({ version: versionField });

/** A type is deleted only while no schedule entry names it. */
export const canDeleteScheduleType = (t: Pick<ScheduleType, 'timesUsed'>): boolean => t.timesUsed === 0;

/** The types a new block may take: active ones, by name. */
export const scheduleTypesOffered = <T extends Pick<ScheduleType, 'active' | 'name'>>(types: readonly T[]): T[] =>
  types.filter((t) => t.active).sort((a, b) => a.name.localeCompare(b.name));
