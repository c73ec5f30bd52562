/**
 * A value put into a translated sentence, isolated (U+2068 FIRST STRONG ISOLATE … U+2069): an
 * e-mail address or a user's name keeps its own direction inside an Arabic sentence, and the
 * sentence's punctuation stays where the translator put it. Screen readers skip the two marks.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}
