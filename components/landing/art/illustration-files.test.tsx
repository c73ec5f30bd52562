import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';

import { PROJECTS, type ProjectTheme } from '@/lib/products';

import { illustrationFile } from './illustration-file';
import { ProjectIllustration } from './project-illustration';

// The files under public/art/ are what ProjectIllustration draws, rendered once: after changing a
// drawing, `UPDATE_LANDING_ART=1 npx jest components/landing/art` writes them again.
const drawings = PROJECTS.flatMap((project) =>
  (project.themes as readonly ProjectTheme[]).map((theme) => ({
    file: path.join(process.cwd(), 'public', illustrationFile(project.type, theme)),
    svg: `${renderToStaticMarkup(<ProjectIllustration project={project.type} theme={theme as never} />)}\n`,
  })),
);

describe('landing illustrations served as files', () => {
  if (process.env.UPDATE_LANDING_ART === '1') {
    for (const { file, svg } of drawings) fs.writeFileSync(file, svg);
  }

  it.each(drawings.map((drawing) => [path.basename(drawing.file), drawing]))(
    '%s is the drawing as ProjectIllustration renders it',
    (_name, { file, svg }) => {
      expect(fs.readFileSync(file, 'utf8')).toBe(svg);
    },
  );

  it('public/art holds no drawing that no project uses', () => {
    const used = new Set(drawings.map(({ file }) => path.basename(file)));
    const present = fs.readdirSync(path.join(process.cwd(), 'public', 'art'));
    expect(present.filter((name) => !used.has(name))).toEqual([]);
  });
});
