import type { LanguageCode } from '@/config/languages';
import { formatCoordinates, formatDistance, formatMonthlyPrice } from '@/features/rooms/format-room';
import { formatIsoDate } from '@/lib/i18n/format-date';
import { activateLanguage, displayLanguageName, loadCatalogue, t } from '@/lib/i18n/i18n';
// Counts and dates of Your Applications: its English loads with that screen, as here.
import '@/lib/i18n/screen-messages/applications';

async function inLanguage(language: LanguageCode) {
  await loadCatalogue(language);
  activateLanguage(language);
}

afterEach(() => activateLanguage('en'));

/** One room, 26 rooms and 3 applications, counted in the active language: the forms a catalogue must get right. */
const sampleCounts = () => [
  t('roomCount', { count: 1 }),
  t('roomCount', { count: 26 }),
  t('applicationCount', { count: 3 }),
];

/** The names the app shows, in the active language, for room languages as the server writes them. */
const namesShownFor = (...serverNames: string[]) => serverNames.map((name) => displayLanguageName(name));

describe('English, as the specification writes it', () => {
  it('counts rooms and applications', () => {
    expect(t('roomCount', { count: 1 })).toBe('1 room');
    expect(t('roomCount', { count: 26 })).toBe('26 rooms');
    expect(t('roomCount', { count: 1000 })).toBe('1000 rooms');
    expect(t('applicationCount', { count: 1 })).toBe('1 application');
    expect(t('applicationCount', { count: 3 })).toBe('3 applications');
    expect(t('dropFilterHint', { filter: 'Language', count: 1 })).toBe(
      'Without the Language filter you would see 1 room.',
    );
  });

  it('writes prices, distances and coordinates byte for byte', () => {
    expect(formatMonthlyPrice(650)).toBe('$650/mo');
    expect(formatMonthlyPrice(1000)).toBe('$1000/mo');
    expect(formatMonthlyPrice(650.5)).toBe('$650.50/mo');
    expect(formatDistance(2500)).toBe('2.5 km');
    expect(formatDistance(12_345_678)).toBe('12345.7 km');
    expect(formatCoordinates({ latitude: 51.5074, longitude: -0.1278 })).toBe('Lat: 51.5074, Lng: -0.1278');
  });

  it("writes dates as 'Applied on: 2026-11-23', and anything else as it came", () => {
    expect(t('appliedOn', { date: formatIsoDate('2026-11-23') })).toBe('Applied on: 2026-11-23');
    expect(formatIsoDate('2026-02-30')).toBe('2026-02-30');
    expect(formatIsoDate('yesterday')).toBe('yesterday');
  });

  it('keeps room languages as the server wrote them', () => {
    expect(namesShownFor('Spanish', 'BENGALI')).toEqual(['Spanish', 'BENGALI']);
  });
});

describe('Spanish', () => {
  beforeEach(() => inLanguage('es'));

  it('counts with its own plural forms', () => {
    expect(sampleCounts()).toEqual(['1 habitación', '26 habitaciones', '3 solicitudes']);
  });

  it('writes numbers and dates the Spanish way', () => {
    expect(formatMonthlyPrice(650)).toBe('650\u00a0$/mes');
    expect(formatMonthlyPrice(650.5)).toBe('650,50\u00a0$/mes');
    expect(formatDistance(2500)).toBe('2,5 km');
    expect(formatIsoDate('2026-11-23')).toBe('23 nov 2026');
  });

  it('names the languages rooms list in Spanish, keeping names it does not know', () => {
    expect(namesShownFor('Spanish', 'english', 'Bengali', 'Klingon')).toEqual([
      'Español',
      'Inglés',
      'Bengalí',
      'Klingon',
    ]);
  });
});

describe('Simplified Chinese', () => {
  beforeEach(() => inLanguage('zh-Hans'));

  it('counts without plural forms, and writes prices and dates the Chinese way', () => {
    expect(sampleCounts()).toEqual(['1 个房间', '26 个房间', '3 份申请']);
    expect(formatMonthlyPrice(1250)).toBe('$1,250/月');
    expect(formatIsoDate('2026-11-23')).toBe('2026年11月23日');
    expect(displayLanguageName('Spanish')).toBe('西班牙语');
  });
});

describe('Arabic', () => {
  beforeEach(() => inLanguage('ar'));

  it('uses all six plural forms', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => t('roomCount', { count }))).toEqual(
      [0, 1, 2, 3, 11, 100].map((count) => {
        const number = new Intl.NumberFormat('ar').format(count);
        return {
          zero: 'لا توجد غرف',
          one: 'غرفة واحدة',
          two: 'غرفتان',
          few: `${number} غرف`,
          many: `${number} غرفة`,
          other: `${number} غرفة`,
        }[new Intl.PluralRules('ar').select(count)];
      }),
    );
  });

  it('writes prices and dates through Intl in Arabic', () => {
    const amount = new Intl.NumberFormat('ar', {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }).format(650);
    expect(formatMonthlyPrice(650)).toBe(`${amount} شهريًا`);
    expect(formatIsoDate('2026-11-23')).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 23)),
    );
  });
});
