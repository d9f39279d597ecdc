import { describe, expect, it } from 'vitest';
import { QUICK_LINK_EMPTY, QUICK_LINK_UNSUPPORTED, parseQuickLink, quickLinkHref } from '../../src/domain/quickLink';

describe('parseQuickLink', () => {
  it('reads the object id and primary key of an Excede copy', () => {
    expect(parseQuickLink('1234\tPN-55012')).toEqual({ ok: true, businessObjectId: '1234', primaryKey: 'PN-55012' });
  });

  it('ignores the line breaks Excede adds and any further fields', () => {
    expect(parseQuickLink('\r\n77\tINV 900-1\r\n')).toEqual({ ok: true, businessObjectId: '77', primaryKey: 'INV 900-1' });
    expect(parseQuickLink('5\tKEY\textra')).toEqual({ ok: true, businessObjectId: '5', primaryKey: 'KEY' });
  });

  it('says an empty clipboard is empty', () => {
    expect(parseQuickLink('')).toEqual({ ok: false, message: 'Clipboard is empty.' });
    expect(parseQuickLink(' \r\n\t ')).toEqual({ ok: false, message: QUICK_LINK_EMPTY });
  });

  it('rejects anything else with the spec message, typographic apostrophe included', () => {
    expect(QUICK_LINK_UNSUPPORTED).toBe('Clipboard isn\u2019t a supported Excede object (yet).');
    for (const text of ['hello world', '1234', '1234\t', '1234\t  \r\n', 'A12\tKEY', '12.5\tKEY', '-1\tKEY', '\tKEY']) {
      expect(parseQuickLink(text)).toEqual({ ok: false, message: QUICK_LINK_UNSUPPORTED });
    }
  });
});

describe('quickLinkHref', () => {
  it('adds via=Quick Link and the search value, encoded', () => {
    expect(quickLinkHref('/parts-research', 'PN-55012')).toBe('/parts-research?via=Quick+Link&SearchValue=PN-55012');
    expect(quickLinkHref('/ar/transactiondetail', 'a&b=c d')).toBe('/ar/transactiondetail?via=Quick+Link&SearchValue=a%26b%3Dc+d');
  });

  it('round-trips through URLSearchParams', () => {
    const query = new URLSearchParams(quickLinkHref('/parts-research', 'x/y').split('?')[1]);
    expect(query.get('via')).toBe('Quick Link');
    expect(query.get('SearchValue')).toBe('x/y');
  });
});
