import { describe, expect, it } from 'vitest';
import { formatIdList, parseIdList } from '@/lib/id-list-param';

describe('parseIdList', () => {
  it('reads comma-separated ids in order, trimmed, without empties', () => {
    expect(parseIdList(' a, b ,,c ')).toEqual({ ids: ['a', 'b', 'c'], duplicateCount: 0, overLimitCount: 0 });
  });

  it('collapses duplicates and counts them', () => {
    expect(parseIdList('a,b,a,a')).toEqual({ ids: ['a', 'b'], duplicateCount: 2, overLimitCount: 0 });
  });

  it('keeps the first ids up to the limit and counts the rest', () => {
    expect(parseIdList('a,b,c,d,e,a', 4)).toEqual({
      ids: ['a', 'b', 'c', 'd'],
      duplicateCount: 1,
      overLimitCount: 1,
    });
  });

  it('accepts a number, as the router parses ?ids=12', () => {
    expect(parseIdList(12).ids).toEqual(['12']);
  });

  it('gives an empty list for anything that is not ids', () => {
    for (const value of [undefined, null, {}, true, '', ',,', 'x'.repeat(101)]) {
      expect(parseIdList(value).ids).toEqual([]);
    }
  });

  it('round-trips with formatIdList', () => {
    expect(parseIdList(formatIdList(['r1', 'r2'])).ids).toEqual(['r1', 'r2']);
    expect(formatIdList([])).toBeUndefined();
  });
});
