import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contrastRatio } from '../../../src/domain/themeColor';
import {
  blockTextColour,
  canDeleteScheduleType,
  COLOUR_MESSAGE,
  isScheduleDuration,
  MINUTES_MESSAGE,
  scheduleTypeCreateSchema,
  scheduleTypeEditSchema,
  scheduleTypesOffered,
  STARTING_SCHEDULE_TYPES,
  TYPE_CODE_MESSAGE,
} from '../../../src/domain/service/scheduleTypes';

const valid = { code: ' road-2 ', name: 'Road call', colour: '#D1242F', productive: true, defaultMinutes: 90, roRequired: false };
const issuesOf = (result: ReturnType<typeof z.safeParse>) => result.error?.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));

describe('a schedule type', () => {
  it('keeps its code in upper case and its colour in lower case', () => {
    expect(z.parse(scheduleTypeCreateSchema, valid)).toMatchObject({ code: 'ROAD-2', colour: '#d1242f' });
  });

  it('refuses a code, a colour or a duration the board cannot use, naming the field', () => {
    for (const code of ['R', 'ROADCALL9', 'RD 1', ''])
      expect(issuesOf(z.safeParse(scheduleTypeCreateSchema, { ...valid, code }))).toContainEqual({ field: 'code', message: TYPE_CODE_MESSAGE });
    for (const colour of ['red', '#fff', '#12345g', '1f6feb'])
      expect(issuesOf(z.safeParse(scheduleTypeCreateSchema, { ...valid, colour }))).toContainEqual({ field: 'colour', message: COLOUR_MESSAGE });
    for (const defaultMinutes of [0, 10, 50, 735, 22.5])
      expect(issuesOf(z.safeParse(scheduleTypeCreateSchema, { ...valid, defaultMinutes }))).toContainEqual({ field: 'defaultMinutes', message: MINUTES_MESSAGE });
  });

  it('lasts whole 15-minute steps, from 15 minutes to 12 hours', () => {
    expect([15, 60, 135, 720].every(isScheduleDuration)).toBe(true);
    expect([0, 14, 20, 735, 30.5].some(isScheduleDuration)).toBe(false);
  });

  it('is edited as of a version, never its code', () => {
    const { code: _code, ...rest } = valid;
    expect(z.parse(scheduleTypeEditSchema, { ...rest, code: 'NEW', version: 3 })).not.toHaveProperty('code');
    expect(issuesOf(z.safeParse(scheduleTypeEditSchema, rest))?.map((i) => i.field)).toContain('version');
  });

  it('is deleted only while no schedule entry names it', () => {
    expect(canDeleteScheduleType({ timesUsed: 0 })).toBe(true);
    expect(canDeleteScheduleType({ timesUsed: 1 })).toBe(false);
  });

  it('offers only active types to a new block, by name', () => {
    const types = [
      { name: 'Warranty', active: true },
      { name: 'Shop time', active: false },
      { name: 'Customer RO job', active: true },
    ];
    expect(scheduleTypesOffered(types).map((t) => t.name)).toEqual(['Customer RO job', 'Warranty']);
  });
});

describe('the text on a block', () => {
  it('is white on a dark colour and black on a light one', () => {
    expect(blockTextColour('#1f6feb')).toBe('#ffffff');
    expect(blockTextColour('#f2cc60')).toBe('#000000');
    expect(blockTextColour('#AFB8C1')).toBe('#000000');
  });

  it('meets WCAG AA (4.5:1) on every starting type and on a spread of colours', () => {
    const colours = [...STARTING_SCHEDULE_TYPES.map((t) => t.colour), '#777777', '#ff0000', '#00ff00', '#0000ff', '#808000', '#ffffff', '#000000'];
    for (const colour of colours) expect(contrastRatio(colour, blockTextColour(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('starts the demo with the seven kinds of block a truck shop schedules, each valid', () => {
    expect(STARTING_SCHEDULE_TYPES.map((t) => t.code)).toEqual(['CUST', 'WTY', 'INT', 'PM', 'ROAD', 'TRAIN', 'SHOP']);
    for (const type of STARTING_SCHEDULE_TYPES) expect(z.safeParse(scheduleTypeCreateSchema, type).success).toBe(true);
  });
});
