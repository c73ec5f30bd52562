import { useId, type ReactNode } from 'react';

import { getProject, type Project, type ProjectTheme, type ProjectType } from '@/lib/products';

/** The themes a given project supports (platinworld: light, dark, darkBlue; the others: light, dark). */
export type ProjectThemeOf<T extends ProjectType> = Extract<Project, { type: T }>['themes'][number];

export type ProjectIllustrationProps<T extends ProjectType = ProjectType> = {
  project: T;
  theme: ProjectThemeOf<T>;
  className?: string;
  /** Accessible name. With a title the art is `role="img"`; without one it is decorative (`aria-hidden`). */
  title?: string;
};

/* ---------------------------------------------------------------------------------------------
 * Palettes. `surf` is a raised surface (top → bottom), `line` the hairline colour, `ink` the
 * strongest neutral, `glow` the strength of the accent halo, `shade` the cast-shadow colour.
 * ------------------------------------------------------------------------------------------- */
type Palette = {
  surf: [string, string];
  line: string;
  lineO: number;
  ink: string;
  glow: number;
  shade: string;
  shadeO: number;
  /** Sphere shading (platinworld): highlight, mid, terminator. */
  orb: [string, string, string];
};

const PALETTES: Record<ProjectTheme, Palette> = {
  light: {
    surf: ['#FFFFFF', '#E8EBF4'],
    line: '#1B2033',
    lineO: 0.1,
    ink: '#1B2033',
    glow: 0.3,
    shade: '#1B2033',
    shadeO: 0.2,
    orb: ['#FFFFFF', '#C9CFE4', '#7D86B8'],
  },
  dark: {
    surf: ['#2D303D', '#1A1C24'],
    line: '#FFFFFF',
    lineO: 0.1,
    ink: '#F4F5F8',
    glow: 0.38,
    shade: '#000000',
    shadeO: 0.55,
    orb: ['#F1F3FA', '#9097B8', '#262A3F'],
  },
  darkBlue: {
    surf: ['#21397A', '#12224F'],
    line: '#C8D6FF',
    lineO: 0.14,
    ink: '#F2F5FF',
    glow: 0.42,
    shade: '#020817',
    shadeO: 0.6,
    orb: ['#E6EDFF', '#7390E6', '#15265C'],
  },
};

/** Per project: a second hue for gradients and a deep tone for edges and depth. */
const HUES: Record<ProjectType, { a2: string; deep: string }> = {
  platinworld: { a2: '#C3CCEE', deep: '#3B43B0' },
  ultimacashback: { a2: '#8CEBC0', deep: '#0A7354' },
  ultimafarm: { a2: '#D4F56A', deep: '#3A7410' },
  ultimacard: { a2: '#FF6F5B', deep: '#B05A06' },
  ultimastore: { a2: '#FFC15C', deep: '#BF3A1F' },
  smart: { a2: '#6A7CFF', deep: '#0A6683' },
  ultima: { a2: '#F46BC4', deep: '#5527AE' },
  plcswapping: { a2: '#9B6BFF', deep: '#9E1657' },
};

/* ----------------------------------------- geometry ----------------------------------------- */
const CX = 280;
const CY = 240;
const r1 = (v: number) => Math.round(v * 10) / 10;
/** Point at `deg` degrees (SVG orientation: clockwise from +x) on a circle. */
const polar = (cx: number, cy: number, r: number, deg: number) =>
  `${r1(cx + r * Math.cos((deg * Math.PI) / 180))} ${r1(cy + r * Math.sin((deg * Math.PI) / 180))}`;
/** Clockwise arc path on a circle from `a` to `b` degrees. */
const arc = (cx: number, cy: number, r: number, a: number, b: number) =>
  `M${polar(cx, cy, r, a)}A${r} ${r} 0 ${b - a > 180 ? 1 : 0} 1 ${polar(cx, cy, r, b)}`;
/** Arrowhead (filled triangle) continuing a clockwise arc that ends at `deg`, for stroke width `w`. */
const head = (cx: number, cy: number, r: number, deg: number, w: number) => {
  const len = ((w * 2.6) / r) * (180 / Math.PI);
  return `M${polar(cx, cy, r, deg + len)}L${polar(cx, cy, r - w * 1.6, deg - 1)}L${polar(cx, cy, r + w * 1.6, deg - 1)}Z`;
};
/** Isometric flat hexagon (tilted to 0.56 height) centred at (x, y), corner `a` degrees, pushed down by `dy`. */
const hexPt = (x: number, y: number, r: number, a: number, dy = 0) =>
  `${r1(x + r * Math.cos((a * Math.PI) / 180))} ${r1(y + r * 0.56 * Math.sin((a * Math.PI) / 180) + dy)}`;
/** Top face of an isometric hexagonal tile. */
const hexTop = (x: number, y: number, r: number) =>
  `M${[0, 60, 120, 180, 240, 300].map((a) => hexPt(x, y, r, a)).join('L')}Z`;
/** Visible front side of an isometric hexagonal tile of height h. */
const hexSide = (x: number, y: number, r: number, h: number) =>
  `M${[0, 60, 120, 180].map((a) => hexPt(x, y, r, a)).join('L')}L${[180, 120, 60, 0].map((a) => hexPt(x, y, r, a, h)).join('L')}Z`;
/** A four-point sparkle of radius s. */
const spark = (x: number, y: number, s: number) => {
  const k = s * 0.16;
  return `M${x} ${y - s}C${r1(x + k)} ${r1(y - k)} ${r1(x + k)} ${r1(y - k)} ${x + s} ${y}C${r1(x + k)} ${r1(y + k)} ${r1(x + k)} ${r1(y + k)} ${x} ${y + s}C${r1(x - k)} ${r1(y + k)} ${r1(x - k)} ${r1(y + k)} ${x - s} ${y}C${r1(x - k)} ${r1(y - k)} ${r1(x - k)} ${r1(y - k)} ${x} ${y - s}Z`;
};

/* ------------------------------------------ scenes ------------------------------------------ */
type Ctx = { u: (name: string) => string; p: Palette; a1: string; a2: string; deep: string };

const SCENES: Record<ProjectType, (c: Ctx) => ReactNode> = {
  platinworld: ({ u, p }) => {
    const rx = 226;
    const ry = 58;
    const rot = (-16 * Math.PI) / 180;
    // Point at parameter t on the tilted orbit ellipse.
    const at = (t: number) => [
      r1(CX + rx * Math.cos(t) * Math.cos(rot) - ry * Math.sin(t) * Math.sin(rot)),
      r1(CY + rx * Math.cos(t) * Math.sin(rot) + ry * Math.sin(t) * Math.cos(rot)),
    ];
    const e = (t: number) => at(t).join(' ');
    const [s1x, s1y] = at(0.8);
    const [s2x, s2y] = at(3.9);
    return (
      <>
        <ellipse
          cx={CX}
          cy={CY}
          rx={rx}
          ry={ry}
          transform={`rotate(-16 ${CX} ${CY})`}
          stroke={u('g')}
          strokeWidth="10"
          opacity=".55"
        />
        <circle cx={CX} cy={CY} r="124" fill={u('orb')} />
        <g stroke="#fff" strokeOpacity=".4" strokeWidth="1.5">
          <ellipse cx={CX} cy={CY} rx="46" ry="124" />
          <ellipse cx={CX} cy={CY} rx="94" ry="124" />
          <ellipse cx={CX} cy={CY} rx="124" ry="30" />
          <ellipse cx={CX} cy="178" rx="107" ry="24" />
          <ellipse cx={CX} cy="302" rx="107" ry="24" />
        </g>
        <path d="M280 116 186 178l48 62-48 62 94 62 94-62-48-62 48-62Z" fill="#fff" fillOpacity=".1" />
        <circle cx="236" cy="188" r="54" fill={u('hi')} />
        <path
          d={`M${e(0)}A${rx} ${ry} -16 0 1 ${e(Math.PI)}`}
          stroke={u('g')}
          strokeWidth="10"
          strokeLinecap="round"
        />
        <circle cx={s1x} cy={s1y} r="15" fill={u('g')} stroke={p.surf[0]} strokeWidth="4" />
        <circle cx={s2x} cy={s2y} r="9" fill={u('g')} opacity=".8" />
      </>
    );
  },

  ultimacashback: ({ u, p, a2, deep }) => (
    <>
      <path d={arc(CX, CY, 190, 150, 362)} stroke={u('g')} strokeWidth="16" strokeLinecap="round" />
      <path d={head(CX, CY, 190, 362, 16)} fill={a2} />
      <path
        d={arc(CX, CY, 214, 165, 345)}
        stroke={p.line}
        strokeOpacity={p.lineO * 2}
        strokeWidth="2"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <circle cx="290" cy="262" r="116" fill={deep} />
      <circle cx={CX} cy="248" r="116" fill={u('g')} />
      <circle cx={CX} cy="248" r="116" fill={u('hi')} />
      <circle cx={CX} cy="248" r="90" stroke="#fff" strokeOpacity=".5" strokeWidth="3" />
      <g stroke="#fff" strokeWidth="12" strokeLinecap="round">
        <path d="M318 200 242 296" />
        <circle cx="248" cy="214" r="14" strokeWidth="9" />
        <circle cx="312" cy="282" r="14" strokeWidth="9" />
      </g>
      <g transform="rotate(-24 116 118)">
        <ellipse cx="116" cy="126" rx="34" ry="14" fill={deep} />
        <ellipse cx="116" cy="118" rx="34" ry="14" fill={u('g')} />
      </g>
      <g transform="rotate(18 462 392)">
        <ellipse cx="462" cy="398" rx="26" ry="11" fill={deep} />
        <ellipse cx="462" cy="392" rx="26" ry="11" fill={u('g')} />
      </g>
      <path d={spark(452, 108, 16) + spark(98, 372, 11)} fill={a2} />
    </>
  ),

  ultimafarm: ({ u, p, a2, deep }) => {
    const r = 64;
    const dx = r * 1.5;
    const dy = r * 0.866 * 0.56;
    const tiles = [
      [CX, 330 - 2 * dy],
      [CX - dx, 330 - dy],
      [CX + dx, 330 - dy],
      [CX - dx, 330 + dy],
      [CX + dx, 330 + dy],
      [CX, 330 + 2 * dy],
    ] as const;
    // Sides first, then tops: a nearer tile's top may overlap a farther tile's side, never the reverse.
    return (
      <>
        <path d={tiles.map(([x, y]) => hexSide(x, y, r - 3, 18)).join('')} fill={u('s')} />
        <path
          d={tiles.map(([x, y]) => hexTop(x, y, r - 3)).join('')}
          fill={u('surf')}
          stroke={p.line}
          strokeOpacity={p.lineO}
        />
        <path d={hexSide(CX, 312, r - 3, 36)} fill={deep} />
        <path d={hexTop(CX, 312, r - 3)} fill={u('g')} />
        <path d="M280 318C278 270 284 224 296 180" stroke={deep} strokeWidth="9" strokeLinecap="round" />
        <path d="M282 262C276 200 228 164 150 170c2 66 56 102 132 92Z" fill={u('g')} />
        <path d="M286 232c-2-70 46-116 132-118 4 78-48 124-132 118Z" fill={u('g')} />
        <path
          d="M282 262C262 222 222 196 176 184M286 232c12-46 48-80 104-96"
          stroke="#fff"
          strokeOpacity=".55"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M296 182c-6-22 2-40 22-52 8 22-2 42-22 52Z" fill={a2} />
        <path d={hexSide(110, 160, 24, 10) + hexSide(462, 136, 18, 8)} fill={deep} opacity=".8" />
        <path d={hexTop(110, 160, 24) + hexTop(462, 136, 18)} fill={u('g')} />
        <path d={spark(430, 210, 13) + spark(150, 260, 9)} fill={a2} />
      </>
    );
  },

  ultimacard: ({ u, p, a2 }) => (
    <>
      <ellipse cx={CX} cy="392" rx="170" ry="20" fill={u('sh')} />
      <g transform="rotate(-16 300 200)">
        <rect x="150" y="100" width="310" height="196" rx="22" fill={a2} />
        <rect x="150" y="100" width="310" height="196" rx="22" fill={u('hi')} />
        <path d="M150 148h310" stroke="#000" strokeOpacity=".28" strokeWidth="28" />
      </g>
      <g transform="rotate(-6 280 260)">
        <rect x="112" y="160" width="330" height="208" rx="24" fill={u('g')} />
        <path
          d="M112 300C220 280 330 206 442 160v184a24 24 0 0 1-24 24H136a24 24 0 0 1-24-24Z"
          fill="#000"
          fillOpacity=".08"
        />
        <rect
          x="112"
          y="160"
          width="330"
          height="208"
          rx="24"
          stroke="#fff"
          strokeOpacity=".35"
          strokeWidth="2"
        />
        <rect x="146" y="206" width="58" height="44" rx="9" fill={u('chip')} />
        <path
          d="M146 228h58M175 206v44M160 206v10m30-10v10m-30 34v-10m30 10v-10"
          stroke="#8A5A00"
          strokeOpacity=".45"
          strokeWidth="2"
        />
        <path
          d="M228 212a20 20 0 0 1 0 32m12-42a34 34 0 0 1 0 52"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          opacity=".85"
        />
        <path
          d="M146 300h44m18 0h44m18 0h44m18 0h30"
          stroke="#fff"
          strokeOpacity=".85"
          strokeWidth="9"
          strokeLinecap="round"
        />
        <path d="M146 334h90" stroke="#fff" strokeOpacity=".5" strokeWidth="7" strokeLinecap="round" />
        <circle cx="378" cy="330" r="17" fill="#fff" fillOpacity=".8" />
        <circle cx="400" cy="330" r="17" fill="#fff" fillOpacity=".45" />
      </g>
      <circle cx="470" cy="108" r="22" fill={u('g')} stroke={p.surf[0]} strokeWidth="5" />
      <path d={spark(96, 168, 14) + spark(484, 404, 10)} fill={a2} />
    </>
  ),

  ultimastore: ({ u, p, a2, deep }) => (
    <>
      <ellipse cx="286" cy="410" rx="170" ry="18" fill={u('sh')} />
      <g transform="rotate(10 380 300)">
        <path
          d="M354 178a40 40 0 0 1 80 0v30"
          stroke={p.ink}
          strokeOpacity=".35"
          strokeWidth="10"
          strokeLinecap="round"
        />
        <path
          d="M318 196h152l14 190a12 12 0 0 1-12 13H316a12 12 0 0 1-12-13Z"
          fill={u('surf')}
          stroke={p.line}
          strokeOpacity={p.lineO}
        />
      </g>
      <path d="M220 150v-20a60 60 0 0 1 120 0v20" stroke={deep} strokeWidth="14" strokeLinecap="round" />
      <path
        d="M176 160h208a14 14 0 0 1 14 13l16 216a16 16 0 0 1-16 17H162a16 16 0 0 1-16-17l16-216a14 14 0 0 1 14-13Z"
        fill={u('g')}
      />
      <path
        d="M176 160h208a14 14 0 0 1 14 13l2 27H160l2-27a14 14 0 0 1 14-13Z"
        fill="#fff"
        fillOpacity=".22"
      />
      <circle cx="220" cy="182" r="8" fill={deep} />
      <circle cx="340" cy="182" r="8" fill={deep} />
      <path d="M226 270a54 54 0 0 0 108 0" stroke="#fff" strokeWidth="12" strokeLinecap="round" />
      <g transform="rotate(-18 120 130)">
        <path
          d="M86 100h62l26 30-26 30H86a10 10 0 0 1-10-10v-40a10 10 0 0 1 10-10Z"
          fill={u('surf')}
          stroke={p.line}
          strokeOpacity={p.lineO * 1.5}
        />
        <circle cx="148" cy="130" r="6" fill={a2} />
        <path d="M94 122h30m-30 16h18" stroke={deep} strokeWidth="6" strokeLinecap="round" />
      </g>
      <circle cx="470" cy="120" r="20" fill={u('g')} />
      <path d={spark(456, 200, 12) + spark(104, 300, 12)} fill={a2} />
    </>
  ),

  smart: ({ u, p, a1, a2 }) => {
    const traces = [
      'M250 170v-40l-30-30h-50',
      'M310 170v-62l22-22',
      'M350 220h64l30-30h30',
      'M350 262h90',
      'M310 310v42l30 30h60',
      'M250 310v62l-28 28',
      'M210 262h-70l-32 32h-30',
      'M210 220h-96',
    ];
    const nodes = ['170 100', '332 86', '474 190', '440 262', '400 382', '222 400', '78 294', '114 220'];
    return (
      <>
        <circle cx={CX} cy={CY} r="110" stroke={a1} strokeOpacity=".3" strokeWidth="2" />
        <circle cx={CX} cy={CY} r="150" stroke={a1} strokeOpacity=".14" strokeWidth="2" />
        <path
          d={traces.join('')}
          stroke={p.line}
          strokeOpacity={p.lineO * 3.5}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M310 170v-62l22-22M350 262h90M210 262h-70l-32 32h-30"
          stroke={u('g')}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {nodes.map((n, i) => {
          const [x, y] = n.split(' ');
          return (
            <circle
              key={n}
              cx={x}
              cy={y}
              r={i % 3 === 1 ? 10 : 7}
              fill={i % 3 === 1 ? a2 : p.surf[0]}
              stroke={a1}
              strokeWidth="4"
            />
          );
        })}
        <rect
          x="210"
          y="170"
          width="140"
          height="140"
          rx="28"
          fill={u('surf')}
          stroke={u('g')}
          strokeWidth="4"
        />
        <path
          d="M234 162v-10m22 10v-10m22 10v-10m22 10v-10m22 10v-10M234 318v10m22-10v10m22-10v10m22-10v10m22-10v10M202 194h-10m10 22h-10m10 22h-10m10 22h-10m10 22h-10M358 194h10m-10 22h10m-10 22h10m-10 22h10m-10 22h10"
          stroke={p.line}
          strokeOpacity={p.lineO * 4}
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx={CX} cy={CY} r="46" fill={u('core')} />
        <circle cx={CX} cy={CY} r="24" fill={u('g')} />
        <circle cx="272" cy="232" r="8" fill="#fff" fillOpacity=".7" />
      </>
    );
  },

  ultima: ({ u, p, a2, deep }) => {
    let rays = '';
    for (let a = -90; a < 270; a += 30)
      rays += `M${CX} ${CY}L${polar(CX, CY, 250, a - 4)}L${polar(CX, CY, 250, a + 4)}Z`;
    return (
      <>
        <path d={rays} fill={u('glow')} />
        <ellipse
          cx={CX}
          cy="252"
          rx="220"
          ry="62"
          transform="rotate(-12 280 252)"
          stroke={p.line}
          strokeOpacity={p.lineO * 2.5}
          strokeWidth="2"
        />
        <ellipse cx={CX} cy="418" rx="118" ry="14" fill={u('sh')} />
        <path d="M280 60 420 108v110c0 86-56 150-140 180-84-30-140-94-140-180V108Z" fill={deep} />
        <path d="M280 48 420 96v110c0 86-56 150-140 180-84-30-140-94-140-180V96Z" fill={u('g')} />
        <path d="M280 48v338c-84-30-140-94-140-180V96Z" fill="#fff" fillOpacity=".12" />
        <path
          d="M280 74 396 114v92c0 72-46 126-116 153-70-27-116-81-116-153v-92Z"
          stroke="#fff"
          strokeOpacity=".45"
          strokeWidth="3"
        />
        <path d="M212 140h44v94a24 24 0 0 0 48 0v-94h44v94a68 68 0 0 1-136 0Z" fill={deep} opacity=".45" />
        <path d="M212 132h44v94a24 24 0 0 0 48 0v-94h44v94a68 68 0 0 1-136 0Z" fill="#fff" />
        <circle cx="480" cy="178" r="12" fill={a2} />
        <path d={spark(458, 92, 16) + spark(98, 150, 12) + spark(118, 340, 9)} fill={a2} />
      </>
    );
  },

  plcswapping: ({ u, p, a1, a2, deep }) => {
    const coin = (x: number, y: number, fill: string, glyph: string) => (
      <g>
        <circle cx={x + 6} cy={y + 12} r="78" fill={deep} />
        <circle cx={x} cy={y} r="78" fill={fill} />
        <circle cx={x} cy={y} r="78" fill={u('hi')} />
        <circle cx={x} cy={y} r="58" stroke="#fff" strokeOpacity=".5" strokeWidth="3" />
        <path d={glyph} fill="#fff" fillOpacity=".92" />
      </g>
    );
    return (
      <>
        <path
          d={arc(CX, CY, 176, 200, 318) + arc(CX, CY, 176, 20, 138)}
          stroke={u('g')}
          strokeWidth="16"
          strokeLinecap="round"
        />
        <path d={head(CX, CY, 176, 318, 16) + head(CX, CY, 176, 138, 16)} fill={a2} />
        <path
          d={arc(CX, CY, 206, 210, 330) + arc(CX, CY, 206, 30, 150)}
          stroke={p.line}
          strokeOpacity={p.lineO * 2}
          strokeWidth="2"
          strokeDasharray="2 10"
          strokeLinecap="round"
        />
        {coin(196, 232, a1, 'm196 196 30 36-30 36-30-36Z')}
        {coin(364, 248, u('g'), 'm364 212 31 18v36l-31 18-31-18v-36Z')}
        <path d={spark(470, 96, 14) + spark(92, 392, 11)} fill={a2} />
      </>
    );
  },
};

export function ProjectIllustration<T extends ProjectType>({
  project,
  theme,
  className,
  title,
}: ProjectIllustrationProps<T>) {
  const uid = `pi${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { accent: a1 } = getProject(project);
  const { a2, deep } = HUES[project];
  const themeKey: ProjectTheme = (getProject(project).themes as readonly ProjectTheme[]).includes(theme)
    ? theme
    : 'dark';
  const p = PALETTES[themeKey];
  const id = (name: string) => `${uid}-${name}`;
  const u = (name: string) => `url(#${id(name)})`;
  const titleId = id('t');

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 560 480"
      className={className}
      fill="none"
      focusable="false"
      data-project={project}
      data-theme={themeKey}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <defs>
        <radialGradient id={id('glow')}>
          <stop offset="0" stopColor={a1} stopOpacity={p.glow} />
          <stop offset="1" stopColor={a1} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={id('g')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={a2} />
          <stop offset="1" stopColor={a1} />
        </linearGradient>
        <linearGradient id={id('surf')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.surf[0]} />
          <stop offset="1" stopColor={p.surf[1]} />
        </linearGradient>
        <linearGradient id={id('s')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.surf[1]} />
          <stop offset="1" stopColor={p.shade} stopOpacity={p.shadeO} />
        </linearGradient>
        <radialGradient id={id('hi')} cx=".3" cy=".25" r=".7">
          <stop offset="0" stopColor="#fff" stopOpacity=".55" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={id('sh')}>
          <stop offset="0" stopColor={p.shade} stopOpacity={p.shadeO} />
          <stop offset="1" stopColor={p.shade} stopOpacity="0" />
        </radialGradient>
        {project === 'platinworld' ? (
          <radialGradient id={id('orb')} cx=".36" cy=".3" r=".78">
            <stop offset="0" stopColor={p.orb[0]} />
            <stop offset=".55" stopColor={p.orb[1]} />
            <stop offset="1" stopColor={p.orb[2]} />
          </radialGradient>
        ) : null}
        {project === 'ultimacard' ? (
          <linearGradient id={id('chip')} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#FFF1B8" />
            <stop offset="1" stopColor="#E2A72E" />
          </linearGradient>
        ) : null}
        {project === 'smart' ? (
          <radialGradient id={id('core')}>
            <stop offset=".4" stopColor={a1} stopOpacity=".55" />
            <stop offset="1" stopColor={a1} stopOpacity="0" />
          </radialGradient>
        ) : null}
      </defs>
      <circle cx={CX} cy={CY} r="236" fill={u('glow')} />
      <g stroke={p.line} strokeOpacity={p.lineO}>
        <circle cx={CX} cy={CY} r="226" strokeWidth="2" strokeDasharray="1 11" strokeLinecap="round" />
        <circle cx={CX} cy={CY} r="168" />
      </g>
      {SCENES[project]({ u, p, a1, a2, deep })}
    </svg>
  );
}
