import { toSafeRedirect } from '@/lib/safe-redirect';

describe('toSafeRedirect', () => {
  it.each([
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['%2F%2Fevil.example'],
    ['javascript:alert(1)'],
    ['%252F%252Fevil.example'],
    ['/%2F/evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    // Dot segments that resolve to '//evil.example', written plainly or encoded.
    ['/.//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2F%2Fevil.example'],
    ['/a/..//evil.example'],
    ['/a/%2e%2e//evil.example'],
    ['/rooms/..%2F%2Fevil.example'],
    ['/%25252e//evil.example'],
    [''],
    [undefined],
    [42],
  ])('sends %s back to /', (target) => {
    expect(toSafeRedirect(target)).toBe('/');
  });

  it.each([
    ['/', '/'],
    ['/rooms', '/rooms'],
    ['/applications?status=pending', '/applications?status=pending'],
    ['/rooms?location=New%20York', '/rooms?location=New%20York'],
    // Returned as written: decoded, '&', '#' and '+' would change what the query says.
    ['/rooms?location=a%26b', '/rooms?location=a%26b'],
    ['/rooms?location=a%23b', '/rooms?location=a%23b'],
    ['/rooms?location=a%2Bb', '/rooms?location=a%2Bb'],
    ['/rooms?location=a%26b&maxPrice=500#top', '/rooms?location=a%26b&maxPrice=500#top'],
  ])('keeps the same-app path %s', (target, expected) => {
    expect(toSafeRedirect(target)).toBe(expected);
  });
});
