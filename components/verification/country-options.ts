import type { Option } from '@/components/ui/combobox';
import type { TCountryList } from '@/lib/schemas/countries';

/**
 * SPEC §3 Country: the list as the identity service labels and sorts it, plus any saved code it
 * lacks (a country since renamed or withdrawn stays visible on a document that names it).
 */
export function countryOptions(countries: TCountryList, saved: readonly string[], locale: string): Option[] {
  const options = countries.map((country) => ({ value: country.code, label: country.label }));
  const missing = [...new Set(saved.filter((code) => code && !options.some((o) => o.value === code)))];
  if (missing.length === 0) return options;
  const collator = new Intl.Collator(locale);
  return [...options, ...missing.map((code) => ({ value: code, label: code }))].sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
