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
  ])('keeps the same-app path %s', (target, expected) => {
    expect(toSafeRedirect(target)).toBe(expected);
  });
});
