import { readNonNegativeDecimal, searchNonNegativeNumber } from '@/lib/search-param-values';

// A number in the URL is taken only as a number field would show it: decimal digits, perhaps a fraction.
describe('searchNonNegativeNumber', () => {
  it.each([
    ['500', '500'],
    [' 500 ', '500'],
    ['0', '0'],
    ['499.99', '499.99'],
    ['.5', '.5'],
    ['007', '007'],
  ])('keeps %j as %j', (value, kept) => {
    expect(searchNonNegativeNumber(value)).toBe(kept);
  });

  it.each([
    '0x1F',
    '0X1f',
    '0b11',
    '0o17',
    '-0',
    '-5',
    '+5',
    '1e3',
    '1E3',
    '5.',
    '1_000',
    'Infinity',
    'NaN',
    '',
  ])('drops %j', (value) => {
    expect(searchNonNegativeNumber(value)).toBeUndefined();
  });

  it('reads what it keeps, and nothing it drops, as a number', () => {
    expect(readNonNegativeDecimal('499.99')).toBe(499.99);
    expect(readNonNegativeDecimal(' 500 ')).toBe(500);
    expect(readNonNegativeDecimal('0x1F')).toBeNull();
    expect(readNonNegativeDecimal('1e3')).toBeNull();
    expect(readNonNegativeDecimal('9'.repeat(400))).toBeNull();
  });
});
