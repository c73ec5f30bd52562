import type { ProjectTheme, ProjectType } from '@/lib/products';

/**
 * Where a project's illustration is served: a file under public/art/, so its drawing is neither in the
 * landing's HTML nor in its flight data (it was 100 of the page's 190 KB) and the browser caches it.
 * illustration-files.test.tsx keeps the files equal to what ProjectIllustration draws.
 */
export function illustrationFile(project: ProjectType, theme: ProjectTheme): string {
  return `/art/${project}-${theme}.svg`;
}
