import { describe, expect, it } from 'vitest';
import { MIN_LEVEL_MESSAGE, operationRequirements, unmappedByUse, unmetRequirements, type RequiredSkill } from '../../../src/domain/service/laborGuide';
import { readLinkCsv } from '../../../src/domain/service/laborGuideCsv';

const links = [
  { laborOp: 'DEF', skillId: 2, minLevel: 2 },
  { laborOp: 'DEF', skillId: 3, minLevel: 1 },
  { laborOp: 'PM-A', skillId: 8, minLevel: 1 },
];

describe('what a job’s labor operation requires', () => {
  it('is each skill its links name with the minimum level, whatever the case of the code', () => {
    expect(operationRequirements('def', links)).toEqual({ kind: 'requires', laborOp: 'def', skills: [{ skillId: 2, minLevel: 2 }, { skillId: 3, minLevel: 1 }] });
  });

  it('is "unmapped" for an operation no link names: the board flags it and checks nothing', () => {
    const requirements = operationRequirements('BODY', links);
    expect(requirements).toEqual({ kind: 'unmapped', laborOp: 'BODY' });
    expect(unmetRequirements(requirements, new Map())).toEqual([]);
  });

  it('names the skills a technician falls short of: a level under the minimum, or none at all', () => {
    const requirements = operationRequirements('DEF', links);
    expect(unmetRequirements(requirements, new Map([[2, 3], [3, 1]]))).toEqual([]);
    expect(unmetRequirements(requirements, new Map([[2, 1]]))).toEqual([
      { skillId: 2, minLevel: 2, has: 1 },
      { skillId: 3, minLevel: 1, has: 0 },
    ]);
  });
});

describe('the unmapped operations', () => {
  it('are listed most used first, mapped ones left out', () => {
    const none: RequiredSkill[] = [];
    const ops = [
      { laborOp: 'LGT', uses: 40, skills: none },
      { laborOp: 'PM-A', uses: 500, skills: [{ id: 1 } as RequiredSkill] },
      { laborOp: 'BODY', uses: 40, skills: none },
      { laborOp: 'RECON', uses: 90, skills: none },
    ];
    expect(unmappedByUse(ops).map((o) => o.laborOp)).toEqual(['RECON', 'BODY', 'LGT']);
  });
});

describe('a CSV of links', () => {
  const header = ['labor_op', 'skill_code', 'min_level', 'note'];

  it('reads each line in upper case, its note trimmed or null', () => {
    expect(readLinkCsv([header, ['dpf', 'aft-def', '2', ' Soot load first '], ['NOX', 'AFT-DEF', '1', '']])).toEqual({
      ok: true,
      lines: [
        { line: 2, laborOp: 'DPF', skillCode: 'AFT-DEF', minLevel: 2, note: 'Soot load first' },
        { line: 3, laborOp: 'NOX', skillCode: 'AFT-DEF', minLevel: 1, note: null },
      ],
    });
  });

  it('names every bad line and its field, and a pair given twice on its second line', () => {
    const read = readLinkCsv([header, ['DPF', 'AFT-DEF', '2', ''], ['', 'ELEC', '1', ''], ['ELEC', 'ELEC', 'three', ''], ['dpf', 'aft-def', '3', ''], ['AC', 'A', '1', '']]);
    expect(read).toEqual({
      ok: false,
      errors: [
        { line: 3, field: 'labor_op', message: expect.stringContaining('labor operation code') },
        { line: 4, field: 'min_level', message: MIN_LEVEL_MESSAGE },
        { line: 5, field: 'skill_code', message: 'DPF and AFT-DEF are on an earlier line already.' },
        { line: 6, field: 'skill_code', message: expect.stringContaining('skill code') },
      ],
    });
  });

  it('needs its header and at least one link', () => {
    expect(readLinkCsv([['op', 'skill'], ['DPF', 'AFT-DEF']])).toMatchObject({ ok: false, errors: [{ line: 1, field: 'file' }] });
    expect(readLinkCsv([header])).toMatchObject({ ok: false, errors: [{ message: 'The file has no links.' }] });
    expect(readLinkCsv([])).toMatchObject({ ok: false });
  });
});
