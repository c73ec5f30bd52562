import { LANDING_BETWEEN_THEMES_MS, LANDING_FIRST_AUTOPLAY_MS, LANDING_THEME_MS } from '../../lib/policy';

/**
 * SPEC §2 Landing autoplay: the first slide waits 15 s; after a slide change a slide stays 5 s per
 * theme plus 1 s between themes (a three-theme slide: 5 + 1 + 5 + 1 + 5 = 17 s).
 */
export function slideDuration(themeCount: number, isFirstShow: boolean): number {
  if (isFirstShow) return LANDING_FIRST_AUTOPLAY_MS;
  const themes = Math.max(1, themeCount);
  return themes * LANDING_THEME_MS + (themes - 1) * LANDING_BETWEEN_THEMES_MS;
}

/** Which theme a slide shows `elapsed` ms after it appeared (themes change every 5 s + 1 s). */
export function themeIndexAt(elapsed: number, themeCount: number): number {
  const step = LANDING_THEME_MS + LANDING_BETWEEN_THEMES_MS;
  return Math.min(Math.max(0, themeCount - 1), Math.floor(elapsed / step));
}

/** SPEC §2: the landing is light on slide 0 and dark on every later slide. */
export function landingTone(slide: number): 'light' | 'dark' {
  return slide === 0 ? 'light' : 'dark';
}
