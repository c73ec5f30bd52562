/**
 * The product catalogue (SPEC §1, §2 "Landing", §3 config): the product groups an `application` may
 * name, their display names, the landing's projects and the back-URL variable of each group. Env,
 * identity service, landing, BFF and tests all read it from here. Descriptions live in the
 * translations under `Landing.projects.<type>.description`, back URLs in the environment.
 */

/** The nine product groups of SPEC §3, in config order. */
export const PRODUCT_GROUPS = [
  'PLATINWORLD',
  'ULTIMACASHBACK',
  'ULTIMAFARM',
  'ULTIMACARD',
  'ULTIMATRAVEL',
  'ULTIMASTORE',
  'PLCSWAPPING',
  'SMART',
  'ULTIMA',
] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

/** Display names of the product groups (SPEC §1, DESIGN intro). */
export const PRODUCT_NAMES: Record<ProductGroup, string> = {
  PLATINWORLD: 'PLATIN WORLD',
  ULTIMACASHBACK: 'ULTIMA CASHBACK',
  ULTIMAFARM: 'ULTIMA FARM',
  ULTIMACARD: 'ULTIMA CARD',
  ULTIMATRAVEL: 'ULTIMA TRAVEL',
  ULTIMASTORE: 'ULTIMA STORE',
  PLCSWAPPING: 'PLC SWAPPING',
  SMART: 'SMART',
  ULTIMA: 'ULTIMA',
};

export function isProductGroup(value: unknown): value is ProductGroup {
  return typeof value === 'string' && (PRODUCT_GROUPS as readonly string[]).includes(value);
}

/**
 * The one reading of an `application` parameter: trimmed, upper-cased and known, or undefined
 * (absent, empty, or a group this portal does not serve).
 */
export function parseApplication(value: unknown): ProductGroup | undefined {
  if (typeof value !== 'string') return undefined;
  const group = value.trim().toUpperCase();
  return isProductGroup(group) ? group : undefined;
}

/**
 * How a page names the product a visitor continues to: its display name ("ULTIMA FARM", as the dashboard
 * and "Go to …" say), never the group code; an unknown value as given.
 */
export function productName(application: string): string {
  const group = parseApplication(application);
  return group ? PRODUCT_NAMES[group] : application;
}

/** The environment variable that holds a group's back URL. */
export function backUrlVariable(group: ProductGroup): `BACK_URL_${ProductGroup}` {
  return `BACK_URL_${group}`;
}

export type ProjectTheme = 'light' | 'dark' | 'darkBlue';

/** The eight projects in the order the spec lists them (this is also the landing slide order). */
export const PROJECTS = [
  {
    type: 'platinworld',
    group: 'PLATINWORLD',
    themes: ['light', 'dark', 'darkBlue'],
    accent: '#7C83FD',
    isShowBtn: true,
    buttonKind: 'login',
  },
  {
    type: 'ultimacashback',
    group: 'ULTIMACASHBACK',
    themes: ['light', 'dark'],
    accent: '#12B886',
    isShowBtn: true,
    buttonKind: 'login',
  },
  {
    type: 'ultimafarm',
    group: 'ULTIMAFARM',
    themes: ['light', 'dark'],
    accent: '#7CC423',
    isShowBtn: true,
    buttonKind: 'login',
  },
  {
    type: 'ultimacard',
    group: 'ULTIMACARD',
    themes: ['light', 'dark'],
    accent: '#F5A524',
    isShowBtn: true,
    buttonKind: 'login',
  },
  {
    type: 'ultimastore',
    group: 'ULTIMASTORE',
    themes: ['light', 'dark'],
    accent: '#FF6B4A',
    isShowBtn: true,
    buttonKind: 'login',
  },
  {
    type: 'smart',
    group: 'SMART',
    themes: ['light', 'dark'],
    accent: '#14B3D6',
    isShowBtn: true,
    buttonKind: 'open',
  },
  {
    type: 'ultima',
    group: 'ULTIMA',
    themes: ['light', 'dark'],
    accent: '#A35CF5',
    isShowBtn: true,
    buttonKind: 'open',
  },
  {
    type: 'plcswapping',
    group: 'PLCSWAPPING',
    themes: ['light', 'dark'],
    accent: '#EC4899',
    isShowBtn: true,
    buttonKind: 'login',
  },
] as const satisfies readonly {
  type: string;
  group: ProductGroup;
  themes: readonly ProjectTheme[];
  accent: `#${string}`;
  isShowBtn: boolean;
  buttonKind: 'login' | 'open';
}[];

export type Project = (typeof PROJECTS)[number];
export type ProjectType = Project['type'];
export type ProjectButtonKind = Project['buttonKind'];

export const PROJECT_TYPES: readonly ProjectType[] = PROJECTS.map((p) => p.type);

/** The six products linked from the sidebar section "Your dashboard", in sidebar order. */
export const DASHBOARD_PROJECTS = [
  'platinworld',
  'ultimacashback',
  'ultimafarm',
  'ultimacard',
  'ultimastore',
  'plcswapping',
] as const satisfies readonly ProjectType[];

export type DashboardProjectType = (typeof DASHBOARD_PROJECTS)[number];

export function isProjectType(value: unknown): value is ProjectType {
  return typeof value === 'string' && (PROJECT_TYPES as readonly string[]).includes(value);
}

export function getProject(type: ProjectType): Project {
  const project = PROJECTS.find((p) => p.type === type);
  if (!project) throw new Error(`Unknown project: ${type}`);
  return project;
}

/**
 * Landing-slide colours per theme. `foreground` is for titles and body text, `muted` for secondary
 * text; both meet WCAG AA (≥ 4.5:1) on `background` (checked in lib/products.test.ts).
 * `surface` is a raised card on the slide (preview strip), `border` a hairline on it.
 */
export const PROJECT_THEME_COLORS = {
  light: {
    background: '#F6F7FB',
    surface: '#FFFFFF',
    foreground: '#12151F',
    muted: '#4E5568',
    border: '#E1E4EE',
  },
  dark: {
    background: '#111218',
    surface: '#1B1D26',
    foreground: '#F4F5F8',
    muted: '#A4A9B8',
    border: '#2C2F3B',
  },
  darkBlue: {
    background: '#0A1433',
    surface: '#12204A',
    foreground: '#F2F5FF',
    muted: '#A9B6DA',
    border: '#22346A',
  },
} as const satisfies Record<
  ProjectTheme,
  { background: string; surface: string; foreground: string; muted: string; border: string }
>;
