/** @jest-environment jsdom */
import { countryOptions } from './country-options';
import { effectiveStatus, readPendingMarker, writePendingMarker } from './pending-marker';
import { placeFieldsOf } from './use-address-autocomplete';

describe('country options (SPEC §3 Country)', () => {
  it('keeps the list as given and adds a saved code it lacks, sorted by label', () => {
    const list = [
      { code: 'DE', label: 'Germany' },
      { code: 'GB', label: 'United Kingdom' },
    ];
    expect(countryOptions(list, ['DE', ''], 'en')).toEqual([
      { value: 'DE', label: 'Germany' },
      { value: 'GB', label: 'United Kingdom' },
    ]);
    expect(countryOptions(list, ['AN'], 'en').map((o) => o.value)).toEqual(['AN', 'DE', 'GB']);
  });
});

describe('pending-save marker (SPEC §4)', () => {
  it('makes a document ASYNC while it holds a time at or after updatedAt; 30 days; none for the selfie', () => {
    expect(readPendingMarker('PASSPORT')).toBeNull();
    writePendingMarker('PASSPORT', 1000);
    writePendingMarker('SELFIE', 1000);
    expect(readPendingMarker('PASSPORT')).toBe(1000);
    expect(readPendingMarker('ADDRESS')).toBeNull();
    expect(document.cookie).toContain('passportPendingSave=1000');
    expect(document.cookie).not.toContain('Selfie');
    const doc = { documentType: 'PASSPORT' as const, status: 'NEW_DOCUMENT' as const };
    expect(effectiveStatus({ ...doc, updatedAt: 1000 }, 1000)).toBe('ASYNC');
    expect(effectiveStatus({ ...doc, updatedAt: 1001 }, 1000)).toBe('NEW_DOCUMENT');
    expect(effectiveStatus({ ...doc, updatedAt: 5 }, null)).toBe('NEW_DOCUMENT');
  });
});

describe('address suggestions', () => {
  it('fill line 1, city, country code and postal code from a place', () => {
    const c = (long_name: string, types: string[], short_name = long_name) => ({
      long_name,
      short_name,
      types,
    });
    expect(
      placeFieldsOf([
        c('10', ['street_number']),
        c('Downing Street', ['route']),
        c('London', ['postal_town']),
        c('United Kingdom', ['country', 'political'], 'GB'),
        c('SW1A 2AA', ['postal_code']),
      ]),
    ).toEqual({ address1: '10 Downing Street', city: 'London', country: 'GB', zip: 'SW1A 2AA' });
    expect(placeFieldsOf([c('Berlin', ['locality'])])).toEqual({
      address1: undefined,
      city: 'Berlin',
      country: undefined,
      zip: undefined,
    });
  });
});
