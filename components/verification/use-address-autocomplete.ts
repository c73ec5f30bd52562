'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';

/** What an address suggestion fills in (address line 2 stays the user's). */
export type PlaceFields = { address1?: string; city?: string; country?: string; zip?: string };

type AddressComponent = { long_name: string; short_name: string; types: string[] };
type Autocomplete = {
  addListener(event: 'place_changed', handler: () => void): { remove(): void };
  getPlace(): { address_components?: AddressComponent[] };
};
type PlacesApi = {
  maps: {
    places: {
      Autocomplete: new (
        input: HTMLInputElement,
        options: { types: string[]; fields: string[] },
      ) => Autocomplete;
    };
  };
};

const READY_CALLBACK = '__passportPlacesReady';
let loading: Promise<PlacesApi> | null = null;

function placesApi(): PlacesApi | undefined {
  const google = (window as unknown as { google?: PlacesApi }).google;
  return google?.maps?.places ? google : undefined;
}

/** Loads the Maps JavaScript API with Places once per page, only when a key is configured (DESIGN §2). */
function loadPlaces(key: string, language: string): Promise<PlacesApi> {
  const ready = placesApi();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PlacesApi>((resolve, reject) => {
    (window as unknown as Record<string, unknown>)[READY_CALLBACK] = () => {
      const api = placesApi();
      if (api) resolve(api);
      else reject(new Error('Places library missing'));
    };
    const script = document.createElement('script');
    const query = new URLSearchParams({
      key,
      libraries: 'places',
      language,
      loading: 'async',
      callback: READY_CALLBACK,
    });
    // Inserted by our own (nonce-trusted) code, so the CSP's 'strict-dynamic' lets it run.
    script.src = `https://maps.googleapis.com/maps/api/js?${query}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('Maps script failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** SPEC §3/§9: the fields of a chosen place (street line, city, country code, postal code). */
export function placeFieldsOf(components: readonly AddressComponent[]): PlaceFields {
  const find = (type: string) => components.find((component) => component.types.includes(type));
  const street = [find('route')?.long_name, find('street_number')?.long_name].filter(Boolean);
  const premise = find('premise')?.long_name;
  const line = street.length === 2 ? `${street[1]} ${street[0]}` : (street[0] ?? premise);
  return {
    address1: line,
    city: (find('locality') ?? find('postal_town') ?? find('administrative_area_level_2'))?.long_name,
    country: find('country')?.short_name,
    zip: find('postal_code')?.long_name,
  };
}

/** Address suggestions on an input (place type `address`, SPEC §9) once the Maps script is in. */
export function useAddressAutocomplete(
  inputRef: RefObject<HTMLInputElement | null>,
  apiKey: string | null,
  onPlace: (fields: PlaceFields) => void,
): void {
  const locale = useLocale();
  const latest = useRef(onPlace);
  useEffect(() => {
    latest.current = onPlace;
  });
  useEffect(() => {
    const input = inputRef.current;
    if (!apiKey || !input) return;
    let cancelled = false;
    let listener: { remove(): void } | undefined;
    loadPlaces(apiKey, locale)
      .then((google) => {
        if (cancelled) return;
        const autocomplete = new google.maps.places.Autocomplete(input, {
          types: ['address'],
          fields: ['address_components'],
        });
        listener = autocomplete.addListener('place_changed', () =>
          latest.current(placeFieldsOf(autocomplete.getPlace().address_components ?? [])),
        );
      })
      // Without suggestions the fields are still typed by hand.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      listener?.remove();
    };
  }, [apiKey, inputRef, locale]);
}
