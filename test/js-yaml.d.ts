// js-yaml (eslint's and jest's own dependency) ships no types; the deploy test reads compose.yaml with it.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
