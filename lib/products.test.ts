import {
  DASHBOARD_PROJECTS,
  getProject,
  isProjectType,
  PRODUCT_NAMES,
  productName,
  PROJECT_THEME_COLORS,
  PROJECTS,
  type ProjectTheme,
} from './products';

/** WCAG 2.x relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h as string, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('project catalogue', () => {
  it('lists the eight projects in spec order', () => {
    expect(PROJECTS.map((p) => p.type)).toEqual([
      'platinworld',
      'ultimacashback',
      'ultimafarm',
      'ultimacard',
      'ultimastore',
      'smart',
      'ultima',
      'plcswapping',
    ]);
  });

  it('gives platinworld three themes and the others light and dark', () => {
    for (const p of PROJECTS) {
      expect(p.themes).toEqual(p.type === 'platinworld' ? ['light', 'dark', 'darkBlue'] : ['light', 'dark']);
    }
  });

  it('labels the button Open for smart and ultima and Log In for the others', () => {
    for (const p of PROJECTS) {
      expect(p.buttonKind).toBe(p.type === 'smart' || p.type === 'ultima' ? 'open' : 'login');
      expect(p.isShowBtn).toBe(true);
    }
  });

  it('uses upper-case groups and the spec display names', () => {
    for (const p of PROJECTS) expect(p.group).toBe(p.type.toUpperCase());
    expect(DASHBOARD_PROJECTS.map((t) => PRODUCT_NAMES[getProject(t).group])).toEqual([
      'PLATIN WORLD',
      'ULTIMA CASHBACK',
      'ULTIMA FARM',
      'ULTIMA CARD',
      'ULTIMA STORE',
      'PLC SWAPPING',
    ]);
  });

  it('gives every project a distinct accent', () => {
    expect(new Set(PROJECTS.map((p) => p.accent.toLowerCase())).size).toBe(PROJECTS.length);
  });

  it('recognises project types', () => {
    expect(isProjectType('smart')).toBe(true);
    expect(isProjectType('SMART')).toBe(false);
    expect(isProjectType(undefined)).toBe(false);
  });
});

describe('landing theme colours', () => {
  const themes = Object.keys(PROJECT_THEME_COLORS) as ProjectTheme[];

  it('covers every theme used by a project', () => {
    for (const p of PROJECTS) for (const t of p.themes) expect(themes).toContain(t);
  });

  it.each(themes)('%s: text meets WCAG AA (4.5:1) on background and surface', (theme) => {
    const c = PROJECT_THEME_COLORS[theme];
    for (const bg of [c.background, c.surface]) {
      expect(contrast(c.foreground, bg)).toBeGreaterThanOrEqual(7);
      expect(contrast(c.muted, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps light light and the dark themes dark', () => {
    expect(luminance(PROJECT_THEME_COLORS.light.background)).toBeGreaterThan(0.8);
    expect(luminance(PROJECT_THEME_COLORS.dark.background)).toBeLessThan(0.02);
    expect(luminance(PROJECT_THEME_COLORS.darkBlue.background)).toBeLessThan(0.02);
  });
});

describe('productName', () => {
  it('names a product by its display name, whatever case the parameter came in', () => {
    expect(productName('ultimafarm')).toBe('ULTIMA FARM');
    expect(productName('PLATINWORLD')).toBe('PLATIN WORLD');
    expect(productName('elsewhere')).toBe('elsewhere');
  });
});
