import { useId, type CSSProperties, type ReactNode } from 'react';

import { getProject, type ProjectType } from '@/lib/products';

export type ProjectLogoProps = {
  project: ProjectType;
  className?: string;
  /** Rendered width and height (CSS length or px number). Default 48. CSS on `className` wins. */
  size?: number | string;
  /** Accessible name. With a title the mark is `role="img"`; without one it is decorative (`aria-hidden`). */
  title?: string;
  style?: CSSProperties;
};

/*
 * Compact marks on a 48×48 grid, drawn with 3.5-unit strokes so they hold at 24 px (1.75 px lines)
 * and stay crisp at 96 px. Lines use `currentColor`; the single accent is `var(--accent)`, falling
 * back to the project's catalogue accent when no ancestor sets the variable.
 */
const MARKS: Record<ProjectType, (f: CSSProperties, s: CSSProperties) => ReactNode> = {
  // Platinum globe: sphere and meridian, with a tilted accent ring passing behind and in front.
  platinworld: (f, s) => (
    <>
      <circle cx="24" cy="24" r="12.5" />
      <path d="M24 11.5c-3.2 3.4-4.6 7.6-4.6 12.5s1.4 9.1 4.6 12.5M24 11.5c3.2 3.4 4.6 7.6 4.6 12.5s-1.4 9.1-4.6 12.5" />
      <path style={s} d="M36.7 14.26A21 7-20 1 1 8.02 24.7" />
      <circle style={f} cx="39.6" cy="31" r="3" stroke="none" />
    </>
  ),
  // Cashback: a coin stack with an arrow arcing back into it.
  ultimacashback: (f) => (
    <>
      <path
        style={f}
        stroke="none"
        d="M7 40a3 3 0 0 1 3-3h19a3 3 0 0 1 0 6H10a3 3 0 0 1-3-3Zm-3-8.5a3 3 0 0 1 3-3h19a3 3 0 0 1 0 6H7a3 3 0 0 1-3-3Zm4-8.5a3 3 0 0 1 3-3h19a3 3 0 0 1 0 6H11a3 3 0 0 1-3-3Z"
      />
      <path d="M40.5 40V19.5A10.5 10.5 0 0 0 30 9H17.5" />
      <path d="m22.5 4-5 5 5 5" />
    </>
  ),
  // Farm: a sprout rising from a hexagonal plot.
  ultimafarm: (f) => (
    <>
      <path d="M12.4 26.5 6 30v7.8l18 10 18-10V30l-6.4-3.5" transform="translate(0 -5)" />
      <path d="M24 35.5V19" />
      <path
        style={f}
        stroke="none"
        d="M24 21.5C24 12 17.5 6.5 8 7c-.2 9.4 6 14.8 16 14.5Zm0 4c0-8 5.4-12.7 14-12.5.3 8-5 12.9-14 12.5Z"
      />
    </>
  ),
  // Card: a payment card with a chip, a second card behind in accent.
  ultimacard: (f) => (
    <>
      <rect style={f} stroke="none" x="12" y="6" width="32" height="22" rx="4" opacity=".5" />
      <rect x="5.75" y="15.75" width="32.5" height="22.5" rx="4" />
      <rect style={f} stroke="none" x="11" y="21.5" width="9" height="7" rx="1.8" />
      <path d="M11 33h5m4 0h5" />
    </>
  ),
  // Store: a shopping bag with a smile-shaped fold.
  ultimastore: (f) => (
    <>
      <path d="M17 17v-3.5a7 7 0 0 1 14 0V17" />
      <path
        style={f}
        stroke="none"
        fillRule="evenodd"
        d="M10.6 15h26.8a2 2 0 0 1 2 1.8l1.9 22.4A3.5 3.5 0 0 1 37.8 43H10.2a3.5 3.5 0 0 1-3.5-3.8l1.9-22.4a2 2 0 0 1 2-1.8Zm6.2 10.4a1.75 1.75 0 0 0-1.4 2.8 10.5 10.5 0 0 0 17.2 0 1.75 1.75 0 1 0-2.8-2.1 7 7 0 0 1-11.6 0 1.75 1.75 0 0 0-1.4-.7Z"
      />
    </>
  ),
  // Smart: a brain whose right hemisphere is a circuit.
  smart: (f) => (
    <>
      <path d="M24 7.5c-3.6-2.6-9.6-1.4-10.8 3.3-4.6.5-7 5.3-5 9.3-3.4 2.7-3.2 8.4.6 10.5-.9 4.6 2.7 8.6 7.2 8.1 1.6 3.8 5.6 4.8 8 2.8Z" />
      <path d="M24 14.5h6.5l3.5-3.5M24 24h11M24 33.5h6.5l3.5 3.5M15 19c2.5.6 4 2.5 4 5M14 31c2.4-.3 4-2 4.5-4" />
      <circle style={f} cx="36.5" cy="8.5" r="4" stroke="none" />
      <circle style={f} cx="38.5" cy="24" r="4" stroke="none" />
      <circle style={f} cx="36.5" cy="39.5" r="4" stroke="none" />
    </>
  ),
  // Ultima: a crest carrying a bold U.
  ultima: (f) => (
    <>
      <path d="M24 4.5 40.5 10v13.5c0 10-6.6 17.4-16.5 20.5C14.1 40.9 7.5 33.5 7.5 23.5V10Z" />
      <path style={f} stroke="none" d="M15.5 14h5.5v11a3 3 0 0 0 6 0V14h5.5v11a8.5 8.5 0 0 1-17 0Z" />
    </>
  ),
  // Swapping: two opposing arrows circling a coin.
  plcswapping: (f) => (
    <>
      <circle style={f} cx="24" cy="24" r="7" stroke="none" />
      <path d="M8.4 20.5A16 16 0 0 1 38.6 17.5M39.6 27.5A16 16 0 0 1 9.4 30.5" />
      <path d="m40.5 10.5-1.6 7.3-7.3-1.6M7.5 37.5l1.6-7.3 7.3 1.6" />
    </>
  ),
};

export function ProjectLogo({ project, className, size = 48, title, style }: ProjectLogoProps) {
  const titleId = `pl-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const accent = `var(--accent, ${getProject(project).accent})`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      className={className}
      style={style}
      fill="none"
      stroke="currentColor"
      strokeWidth={3.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-project={project}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {MARKS[project]({ fill: accent }, { stroke: accent })}
    </svg>
  );
}
